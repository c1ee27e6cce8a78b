extension UnsafeRawBufferPointer {
    /// A bounds-checked little-endian read: damaged bytes stop the process instead of being
    /// read outside their buffer.
    public func checkedLoad<Value: FixedWidthInteger>(_ type: Value.Type, at offset: Int) -> Value {
        precondition(offset >= 0 && offset + MemoryLayout<Value>.size <= count, "the index is damaged")
        return Value(littleEndian: loadUnaligned(fromByteOffset: offset, as: Value.self))
    }

    /// The `count` bytes at `offset`, bounds-checked as `checkedLoad` is.
    public func checkedSlice(_ offset: Int, _ count: Int) -> UnsafeRawBufferPointer {
        precondition(offset >= 0 && count >= 0 && offset + count <= self.count, "the index is damaged")
        return UnsafeRawBufferPointer(rebasing: self[offset..<offset + count])
    }
}

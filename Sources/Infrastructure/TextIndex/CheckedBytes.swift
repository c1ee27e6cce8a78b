extension UnsafeRawBufferPointer {
    /// A bounds-checked little-endian read: damaged bytes stop the process instead of being
    /// read outside their buffer. Inlinable: a caller in another module reads a column in a
    /// loop, where a generic call per value would cost more than the read.
    @inlinable
    public func checkedLoad<Value: FixedWidthInteger>(_ type: Value.Type, at offset: Int) -> Value {
        precondition(offset >= 0 && offset + MemoryLayout<Value>.size <= count, "the index is damaged")
        return Value(littleEndian: loadUnaligned(fromByteOffset: offset, as: Value.self))
    }

    /// The `count` bytes at `offset`, bounds-checked as `checkedLoad` is.
    @inlinable
    public func checkedSlice(_ offset: Int, _ count: Int) -> UnsafeRawBufferPointer {
        precondition(offset >= 0 && count >= 0 && offset + count <= self.count, "the index is damaged")
        return UnsafeRawBufferPointer(rebasing: self[offset..<offset + count])
    }
}

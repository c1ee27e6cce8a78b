/// Splits bytes into lines of at most `maxBytes` bytes, holding no more than that in memory
/// however long a line is: a longer line is kept as its first `maxBytes + 1` bytes (so that the
/// reader can tell it was too long and refuse it) and the rest of it, up to its line break, is
/// dropped.
public struct BoundedLines {
    /// The longest line, in bytes, that comes out whole.
    public let maxBytes: Int
    private var current: [UInt8] = []
    private var overflowing = false

    /// A splitter that holds no line longer than `maxBytes` bytes.
    public init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// The lines `bytes` completes, without their line breaks (`\n`, and a `\r` before it).
    public mutating func lines(adding bytes: UnsafeRawBufferPointer) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(finishLine())
            } else if current.count <= maxBytes {
                current.append(byte)
            } else {
                overflowing = true
            }
        }
        return lines
    }

    /// The last line, when the input ended without a line break after it.
    public mutating func rest() -> String? {
        current.isEmpty && !overflowing ? nil : finishLine()
    }

    private mutating func finishLine() -> String {
        if !overflowing, current.last == UInt8(ascii: "\r") { current.removeLast() }
        let line = String(decoding: current, as: UTF8.self)
        current.removeAll(keepingCapacity: true)
        overflowing = false
        return line
    }
}

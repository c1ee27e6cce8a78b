/// Splits bytes into lines of at most `maxBytes` bytes, holding no more than that in memory
/// however long a line is: a longer line is kept as its first `maxBytes + 1` bytes (too long for
/// any query, so refused as such) and the rest of it, up to its line break, is dropped.
struct BoundedLines {
    let maxBytes: Int
    private var current: [UInt8] = []
    private var overflowing = false

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// The lines `bytes` completes, without their line breaks (`\n`, and a `\r` before it).
    mutating func lines(adding bytes: UnsafeRawBufferPointer) -> [String] {
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
    mutating func rest() -> String? {
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

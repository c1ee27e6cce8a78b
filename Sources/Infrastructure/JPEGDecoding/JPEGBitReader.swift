/// The entropy-coded bits of a scan: bytes after a 0xFF are unstuffed, and a marker ends the
/// bits (zeros are read past it, so a truncated scan decodes as zeros instead of failing).
struct JPEGBitReader {
    private let bytes: [UInt8]
    /// The next byte to take; at a marker, its 0xFF.
    private(set) var position: Int
    /// Bits not yet read, the next one in the highest bit.
    private var buffer: UInt64 = 0
    private var count = 0
    private var atMarker = false
    /// Zero bits put in the buffer past the scan's data.
    private var padding = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    private mutating func fill() {
        while count <= 56 {
            var byte: UInt8 = 0
            var isPadding = true
            if !atMarker, position < bytes.count {
                byte = bytes[position]
                if byte == 0xFF {
                    let next = position + 1 < bytes.count ? bytes[position + 1] : 0xD9
                    if next == 0 {
                        position += 2
                        isPadding = false
                    } else {
                        atMarker = true
                        byte = 0
                    }
                } else {
                    position += 1
                    isPadding = false
                }
            }
            if isPadding { padding += 8 }
            buffer |= UInt64(byte) << UInt64(56 - count)
            count += 8
        }
    }

    /// Whether more than 64 bits were read past the scan's data: a scan cut short, or one
    /// with no data at all. Its other blocks are left as they are, so a file of empty scans
    /// costs a row of blocks a scan, not a pass over every block.
    var hasRunOut: Bool { padding - count > 64 }

    /// The next `n` bits (1...16) as a number, read.
    mutating func bits(_ n: Int) -> Int {
        if count < n { fill() }
        let value = Int(buffer >> UInt64(64 - n))
        buffer <<= UInt64(n)
        count -= n
        return value
    }

    /// The next bit.
    mutating func bit() -> Int { bits(1) }

    /// `n` bits read as a signed value of that size (T.81 F.2.2.1's EXTEND); 0 for `n` = 0.
    mutating func extended(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let value = bits(n)
        return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
    }

    /// The next symbol of `table`, or `nil` for bits that are no code of it.
    mutating func symbol(_ table: JPEGHuffmanTable) -> Int? {
        if count < 16 { fill() }
        let peek = Int(buffer >> 48)
        let fast = Int(table.fast[peek >> (16 - JPEGHuffmanTable.fastBits)])
        if fast != 0 {
            let length = fast >> 8
            buffer <<= UInt64(length)
            count -= length
            return fast & 0xFF
        }
        var length = JPEGHuffmanTable.fastBits + 1
        while length <= 16, UInt32(peek) >= table.maxCode[length] { length += 1 }
        guard length <= 16 else { return nil }
        let index = (peek >> (16 - length)) + table.delta[length]
        guard table.symbols.indices.contains(index) else { return nil }
        buffer <<= UInt64(length)
        count -= length
        return Int(table.symbols[index])
    }

    /// At a restart interval's end: drops the bits left and skips the RSTn marker that should
    /// follow (a missing one is forgiven).
    mutating func restart() {
        buffer = 0
        count = 0
        padding = 0
        atMarker = false
        while position + 1 < bytes.count, !(bytes[position] == 0xFF && bytes[position + 1] != 0) {
            position += 1
        }
        if position + 1 < bytes.count, (0xD0...0xD7).contains(bytes[position + 1]) { position += 2 }
    }

    /// Where the marker after the scan starts.
    mutating func endOfScan() -> Int {
        while position + 1 < bytes.count {
            if bytes[position] == 0xFF, bytes[position + 1] != 0, !(0xD0...0xD7).contains(bytes[position + 1]) {
                return position
            }
            position += 1
        }
        return bytes.count
    }
}

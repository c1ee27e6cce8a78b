/// One Huffman table of a JPEG (ITU T.81, Annex C): the codes of each length and the symbols
/// they stand for, with a lookup of the codes up to `fastBits` long.
struct JPEGHuffmanTable: Sendable {
    /// Codes at most this long are found with one lookup.
    static let fastBits = 9

    /// For each `fastBits`-bit prefix: the code's length in the high byte and its symbol in the
    /// low byte, or 0 where no code that short starts so.
    private(set) var fast = [UInt16](repeating: 0, count: 1 << fastBits)
    /// For lengths 1...16: the largest code of that length plus one, left-aligned to 16 bits.
    private(set) var maxCode = [UInt32](repeating: 0, count: 18)
    /// For lengths 1...16: what to add to a code of that length to index `symbols`.
    private(set) var delta = [Int](repeating: 0, count: 17)
    /// The symbols, in code order.
    private(set) var symbols: [UInt8]

    /// A table of `counts[i]` codes of length `i + 1` standing for `symbols` in order.
    init(counts: [Int], symbols: [UInt8]) throws(JPEGError) {
        self.symbols = symbols
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            delta[length] = index - code
            guard code + count <= 1 << length else { throw .corrupt("a Huffman table has too many codes") }
            for _ in 0..<count {
                if length <= Self.fastBits {
                    let shift = Self.fastBits - length
                    for fill in 0..<(1 << shift) {
                        fast[(code << shift) | fill] = UInt16(length << 8) | UInt16(symbols[index])
                    }
                }
                code += 1
                index += 1
            }
            maxCode[length] = UInt32(code << (16 - length))
            code <<= 1
        }
        maxCode[17] = .max
    }
}

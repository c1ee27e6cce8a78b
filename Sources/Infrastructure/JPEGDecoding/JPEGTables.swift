/// The tables segments define, as they stand when a scan starts: Huffman tables (DHT) for DC
/// and AC coefficients, and quantization tables (DQT), four of each.
struct JPEGTables {
    var dc: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    var ac: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    /// 64 steps each, in zigzag order.
    var quantization: [[Int32]?] = [nil, nil, nil, nil]

    /// Reads a DHT segment's tables.
    mutating func defineHuffman(_ body: ArraySlice<UInt8>) throws(JPEGError) {
        var index = body.startIndex
        while index < body.endIndex {
            guard body.endIndex - index >= 17 else { throw .corrupt("a short Huffman table") }
            let kind = body[index] >> 4
            let slot = Int(body[index] & 15)
            guard kind <= 1, slot < 4 else { throw .corrupt("a Huffman table's class or slot") }
            let counts = body[(index + 1)..<(index + 17)].map(Int.init)
            let total = counts.reduce(0, +)
            index += 17
            guard total <= 256, body.endIndex - index >= total else { throw .corrupt("a short Huffman table") }
            let table = try JPEGHuffmanTable(counts: counts, symbols: Array(body[index..<(index + total)]))
            index += total
            if kind == 0 { dc[slot] = table } else { ac[slot] = table }
        }
    }

    /// Reads a DQT segment's tables (8- or 16-bit steps).
    mutating func defineQuantization(_ body: ArraySlice<UInt8>) throws(JPEGError) {
        var index = body.startIndex
        while index < body.endIndex {
            let precision = body[index] >> 4
            let slot = Int(body[index] & 15)
            let size = precision == 0 ? 64 : 128
            guard precision <= 1, slot < 4, body.endIndex - index > size else {
                throw .corrupt("a quantization table")
            }
            index += 1
            quantization[slot] = (0..<64).map { step in
                precision == 0
                    ? Int32(body[index + step]) : Int32(body[index + step * 2]) << 8 | Int32(body[index + step * 2 + 1])
            }
            index += size
        }
    }
}

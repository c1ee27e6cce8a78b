/// JPEG files built byte by byte for hostile cases no encoder writes: a flat picture of any size
/// (every block's coefficients zero, each coded in one bit), optionally followed by a flood of
/// empty scans. `Tests/Fixtures/tmdb_fixture_server.py` builds the same files for its posters.
enum SyntheticJPEG {
    /// A flat gray `width × height` picture of `components` (1 or 3, sampled 1 × 1), baseline
    /// or progressive, then `extraScans` DC scans with no data. With `brokenACScans`, the
    /// progressive AC scans hold bits that are no Huffman code (all ones).
    static func flat(
        width: Int, height: Int, components: Int, progressive: Bool, extraScans: Int = 0, brokenACScans: Bool = false
    ) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        segment(0xDB, [0] + [UInt8](repeating: 1, count: 64), into: &bytes)
        var frame: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255)]
        frame.append(UInt8(components))
        for id in 1...components { frame += [UInt8(id), 0x11, 0] }
        segment(progressive ? 0xC2 : 0xC0, frame, into: &bytes)
        // DC and AC table 0: one code, "0", for symbol 0 (a zero difference; end of block).
        for tableClass: UInt8 in [0x00, 0x10] {
            segment(0xC4, [tableClass, 1] + [UInt8](repeating: 0, count: 15) + [0], into: &bytes)
        }
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let ids = (1...components).map(UInt8.init)
        if progressive {
            scan(ids, band: (0, 0), bits: blocks * components, into: &bytes)
            for id in ids {
                scan([id], band: (1, 63), bits: brokenACScans ? 0 : blocks, into: &bytes)
                // 0xFF then a stuffed 0x00: sixteen one bits, no code of a one-code table.
                if brokenACScans { bytes += [0xFF, 0x00, 0xFF, 0x00] }
            }
        } else {
            scan(ids, band: (0, 63), bits: blocks * components * 2, into: &bytes)
        }
        for _ in 0..<extraScans { scan(ids, band: (0, 0), bits: 0, into: &bytes) }
        return bytes + [0xFF, 0xD9]
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8], into bytes: inout [UInt8]) {
        bytes += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 255)] + body
    }

    /// A scan of `ids` over `band`, then `bits` zero bits of data (each a zero coded in one bit).
    private static func scan(_ ids: [UInt8], band: (UInt8, UInt8), bits: Int, into bytes: inout [UInt8]) {
        segment(0xDA, [UInt8(ids.count)] + ids.flatMap { [$0, 0x00] } + [band.0, band.1, 0], into: &bytes)
        bytes += [UInt8](repeating: 0, count: (bits + 7) / 8)
    }
}

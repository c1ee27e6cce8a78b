/// Decodes one block's share of a scan: a baseline block whole, or a progressive scan's DC
/// value, DC bit, AC band or AC bit (T.81 F.2.2 and G.1.2). Coefficients are kept in zigzag
/// order; arithmetic on values from the bytes wraps, so no input can trap.
struct JPEGBlockDecoder {
    private let scan: JPEGScan
    private let progressive: Bool
    private let tables: JPEGTables
    /// Blocks left whose band is all zeros (an end-of-band run).
    var eobRun = 0

    init(scan: JPEGScan, progressive: Bool, tables: JPEGTables) {
        self.scan = scan
        self.progressive = progressive
        self.tables = tables
    }

    /// Decodes block `block` of `component`: in place when the block is kept whole, else in a
    /// whole block made from the kept coefficients (and, in a progressive picture, a nonzero
    /// stand-in for each coefficient not kept, whose correction bits must still be read).
    mutating func decode(_ component: inout JPEGComponent, block: Int, scale: JPEGScale, reader: inout JPEGBitReader)
        throws(JPEGError)
    {
        var predictor = component.dcPredictor
        let (dcTable, acTable) = (component.dcTable, component.acTable)
        let offset = block * component.blockSize
        if component.blockSize == 64 {
            try component.coefficients.withUnsafeMutableBufferPointer { (all) throws(JPEGError) in
                let whole = UnsafeMutableBufferPointer(rebasing: all[offset..<(offset + 64)])
                try decode(whole, dcTable: dcTable, acTable: acTable, &predictor, &reader)
            }
            component.dcPredictor = predictor
            return
        }
        let tracksNonzero = !component.nonzero.isEmpty
        let nonzero = tracksNonzero ? component.nonzero[block] : 0
        try withUnsafeTemporaryAllocation(of: Int16.self, capacity: 64) { (whole) throws(JPEGError) in
            whole.initialize(repeating: 0)
            for (zigzag, index) in zip(scale.keptZigzag, scale.keptIndex) {
                whole[zigzag] = component.coefficients[offset + index]
            }
            var standIns = nonzero & ~scale.keptMask
            while standIns != 0 {
                whole[standIns.trailingZeroBitCount] = 1
                standIns &= standIns - 1
            }
            try decode(whole, dcTable: dcTable, acTable: acTable, &predictor, &reader)
            for (zigzag, index) in zip(scale.keptZigzag, scale.keptIndex) {
                component.coefficients[offset + index] = whole[zigzag]
            }
            guard tracksNonzero else { return }
            // A DC scan writes the DC alone; an AC scan's run may write past its band, to 63.
            var bits = nonzero
            for k in (scan.spectralStart == 0 ? 0...0 : scan.spectralStart...63) where whole[k] != 0 {
                bits |= 1 << UInt64(k)
            }
            component.nonzero[block] = bits
        }
        component.dcPredictor = predictor
    }

    private mutating func decode(
        _ block: UnsafeMutableBufferPointer<Int16>, dcTable: Int, acTable: Int, _ predictor: inout Int,
        _ reader: inout JPEGBitReader
    ) throws(JPEGError) {
        if !progressive {
            try decodeDC(&predictor, dcTable, block, shift: 0, reader: &reader)
            try decodeACFirst(acTable, block, band: 1...63, shift: 0, reader: &reader)
        } else if scan.spectralStart == 0 {
            if scan.approximationHigh == 0 {
                try decodeDC(&predictor, dcTable, block, shift: scan.approximationLow, reader: &reader)
            } else if reader.bit() == 1 {
                block[0] |= 1 << Int16(scan.approximationLow)
            }
        } else if scan.approximationHigh == 0 {
            try decodeACFirst(
                acTable, block, band: scan.spectralStart...scan.spectralEnd, shift: scan.approximationLow,
                reader: &reader)
        } else {
            try refineAC(acTable, block, reader: &reader)
        }
    }

    private func huffman(_ table: JPEGHuffmanTable?, _ reader: inout JPEGBitReader) throws(JPEGError) -> Int {
        guard let table, let symbol = reader.symbol(table) else { throw .corrupt("bits that are no Huffman code") }
        return symbol
    }

    private func decodeDC(
        _ predictor: inout Int, _ table: Int, _ block: UnsafeMutableBufferPointer<Int16>, shift: Int,
        reader: inout JPEGBitReader
    ) throws(JPEGError) {
        let size = try huffman(tables.dc[table], &reader)
        guard size <= 16 else { throw .corrupt("a DC difference of \(size) bits") }
        predictor = predictor &+ reader.extended(size)
        block[0] = Int16(truncatingIfNeeded: predictor &<< shift)
    }

    /// A baseline block's AC coefficients, or a first progressive AC scan's band.
    private mutating func decodeACFirst(
        _ table: Int, _ block: UnsafeMutableBufferPointer<Int16>, band: ClosedRange<Int>, shift: Int,
        reader: inout JPEGBitReader
    ) throws(JPEGError) {
        if eobRun > 0 {
            eobRun -= 1
            return
        }
        var k = band.lowerBound
        while k <= band.upperBound {
            let symbol = try huffman(tables.ac[table], &reader)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                guard run == 15 else {
                    // End of band: this block, and in progressive scans maybe more.
                    if progressive { eobRun = (1 << run) - 1 + (run > 0 ? reader.bits(run) : 0) }
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= 63 else { throw .corrupt("a coefficient past the block's end") }
            block[k] = Int16(truncatingIfNeeded: reader.extended(size) &<< shift)
            k += 1
        }
    }

    /// A progressive AC refinement: one more bit of the band's nonzero coefficients, and the
    /// coefficients that become nonzero at this bit (T.81 G.1.2.3).
    private mutating func refineAC(
        _ table: Int, _ block: UnsafeMutableBufferPointer<Int16>, reader: inout JPEGBitReader
    )
        throws(JPEGError)
    {
        let plus = Int16(1) << Int16(scan.approximationLow)
        let minus = -plus
        var k = scan.spectralStart
        let end = scan.spectralEnd
        if eobRun == 0 {
            while k <= end {
                let symbol = try huffman(tables.ac[table], &reader)
                var run = symbol >> 4
                var value: Int16 = 0
                if symbol & 15 != 0 {
                    value = reader.bit() == 1 ? plus : minus
                } else if run != 15 {
                    eobRun = (1 << run) + (run > 0 ? reader.bits(run) : 0)
                    break
                }
                while k <= end {
                    if block[k] != 0 {
                        refine(&block[k], plus: plus, reader: &reader)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if value != 0, k <= end { block[k] = value }
                k += 1
            }
        }
        if eobRun > 0 {
            while k <= end {
                if block[k] != 0 { refine(&block[k], plus: plus, reader: &reader) }
                k += 1
            }
            eobRun -= 1
        }
    }

    /// Adds the correction bit to a nonzero coefficient, away from zero.
    private func refine(_ coefficient: inout Int16, plus: Int16, reader: inout JPEGBitReader) {
        guard reader.bit() == 1, coefficient & plus == 0 else { return }
        coefficient = coefficient >= 0 ? coefficient &+ plus : coefficient &- plus
    }
}

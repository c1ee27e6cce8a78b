/// One scan (SOS) and the decoding of its entropy-coded data into the frame's coefficients:
/// baseline scans whole blocks, progressive scans a band of coefficients (spectral selection)
/// or one bit of them (successive approximation). ITU T.81, Annex F and G.
struct JPEGScan {
    /// The scan's components, as indices into the frame's.
    let components: [Int]
    let spectralStart: Int
    let spectralEnd: Int
    let approximationHigh: Int
    let approximationLow: Int

    /// The scan of an SOS segment's `body`, whose tables are set on `frame`'s components.
    init(body: ArraySlice<UInt8>, frame: inout JPEGFrame) throws(JPEGError) {
        let bytes = Array(body)
        guard let count = bytes.first.map(Int.init), (1...4).contains(count), bytes.count >= 4 + count * 2 else {
            throw .corrupt("a scan header")
        }
        var components: [Int] = []
        for index in 0..<count {
            let id = Int(bytes[1 + index * 2])
            let tables = bytes[2 + index * 2]
            guard let component = frame.components.firstIndex(where: { $0.id == id }), tables >> 4 < 4, tables & 15 < 4
            else { throw .corrupt("a scan names an unknown component") }
            frame.components[component].dcTable = Int(tables >> 4)
            frame.components[component].acTable = Int(tables & 15)
            components.append(component)
        }
        self.components = components
        let tail = 1 + count * 2
        spectralStart = Int(bytes[tail])
        spectralEnd = Int(bytes[tail + 1])
        approximationHigh = Int(bytes[tail + 2] >> 4)
        approximationLow = Int(bytes[tail + 2] & 15)
        if frame.progressive {
            guard spectralStart <= spectralEnd, spectralEnd <= 63, approximationLow <= 13,
                spectralStart == 0 ? spectralEnd == 0 : components.count == 1
            else { throw .corrupt("a progressive scan's band") }
        }
    }

    /// Whether this scan codes DC coefficients (or, baseline, whole blocks).
    private func codesDC(_ frame: JPEGFrame) -> Bool { !frame.progressive || spectralStart == 0 }

    /// Decodes the scan's data from `reader` into `frame`, with the tables given, restarting
    /// every `restartInterval` MCUs (0: never), until the data runs out (`hasRunOut`, checked
    /// each row of blocks) or the task is cancelled. No copy of a component is held while its
    /// coefficients are written: the copy would make each write copy them all.
    func decode(
        into frame: inout JPEGFrame, reader: inout JPEGBitReader, tables: JPEGTables, restartInterval: Int
    ) throws(JPEGError) {
        for index in components {
            let (dcTable, acTable) = (frame.components[index].dcTable, frame.components[index].acTable)
            if codesDC(frame), approximationHigh == 0, tables.dc[dcTable] == nil {
                throw .corrupt("a scan uses a DC table never defined")
            }
            if !frame.progressive || spectralStart > 0, tables.ac[acTable] == nil {
                throw .corrupt("a scan uses an AC table never defined")
            }
            frame.components[index].dcPredictor = 0
        }
        var block = JPEGBlockDecoder(scan: self, progressive: frame.progressive, tables: tables)
        let scale = frame.scale
        // One component: its blocks in raster order, each its own MCU (T.81 A.2.2).
        if components.count == 1 {
            let index = components[0]
            let perLine = frame.components[index].blocksPerLine
            for unit in 0..<(perLine * frame.components[index].blocksPerColumn) {
                if unit % perLine == 0 {
                    if Task.isCancelled { throw .cancelled }
                    if reader.hasRunOut { return }
                }
                if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                    reader.restart()
                    frame.components[index].dcPredictor = 0
                    block.eobRun = 0
                }
                let at = frame.components[index].block(row: unit / perLine, column: unit % perLine)
                try block.decode(&frame.components[index], block: at, scale: scale, reader: &reader)
            }
            return
        }
        // Several: each MCU holds each component's horizontal × vertical blocks.
        for unit in 0..<(frame.mcusPerLine * frame.mcusPerColumn) {
            if unit % frame.mcusPerLine == 0 {
                if Task.isCancelled { throw .cancelled }
                if reader.hasRunOut { return }
            }
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                reader.restart()
                for index in components { frame.components[index].dcPredictor = 0 }
                block.eobRun = 0
            }
            let mcuRow = unit / frame.mcusPerLine
            let mcuColumn = unit % frame.mcusPerLine
            for index in components {
                let (horizontal, vertical) = (frame.components[index].horizontal, frame.components[index].vertical)
                for down in 0..<vertical {
                    for across in 0..<horizontal {
                        let at = frame.components[index].block(
                            row: mcuRow * vertical + down, column: mcuColumn * horizontal + across)
                        try block.decode(&frame.components[index], block: at, scale: scale, reader: &reader)
                    }
                }
            }
        }
    }
}

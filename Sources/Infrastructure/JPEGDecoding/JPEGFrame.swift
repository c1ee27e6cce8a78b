/// A frame's header (SOF): the image's size, its components and how they are coded.
struct JPEGFrame {
    let width: Int
    let height: Int
    let progressive: Bool
    var components: [JPEGComponent]
    let maxHorizontal: Int
    let maxVertical: Int
    let mcusPerLine: Int
    let mcusPerColumn: Int
    /// The scale the picture is made at: whole, or a half, a quarter or an eighth.
    let scale: JPEGScale

    /// The frame of an SOF segment's `body`, or why it cannot be decoded within `limits`;
    /// `scale(width, height)` says the scale a picture that size is made at.
    init(
        body: ArraySlice<UInt8>, progressive: Bool, limits: JPEGDecoder.Limits,
        scale: (_ width: Int, _ height: Int) -> JPEGScale = { _, _ in .whole }
    ) throws(JPEGError) {
        let bytes = Array(body)
        guard bytes.count >= 6 else { throw .corrupt("a short frame header") }
        guard bytes[0] == 8 else { throw .unsupported("\(bytes[0])-bit samples") }
        height = Int(bytes[1]) << 8 | Int(bytes[2])
        width = Int(bytes[3]) << 8 | Int(bytes[4])
        let count = Int(bytes[5])
        guard width > 0, height > 0 else { throw .unsupported("an image whose height comes after its data") }
        guard width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels else {
            throw .tooLarge(width: width, height: height)
        }
        guard count == 1 || count == 3 else { throw .unsupported("\(count) components") }
        guard bytes.count >= 6 + count * 3 else { throw .corrupt("a short frame header") }
        var components: [JPEGComponent] = []
        for index in 0..<count {
            let base = 6 + index * 3
            let horizontal = Int(bytes[base + 1] >> 4)
            let vertical = Int(bytes[base + 1] & 15)
            guard (1...4).contains(horizontal), (1...4).contains(vertical), bytes[base + 2] < 4 else {
                throw .corrupt("a component's sampling or table")
            }
            components.append(
                JPEGComponent(
                    id: Int(bytes[base]), horizontal: horizontal, vertical: vertical,
                    quantizationTable: Int(bytes[base + 2])))
        }
        self.progressive = progressive
        let scale = scale(width, height)
        self.scale = scale
        maxHorizontal = components.map(\.horizontal).max() ?? 1
        maxVertical = components.map(\.vertical).max() ?? 1
        mcusPerLine = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
        mcusPerColumn = (height + 8 * maxVertical - 1) / (8 * maxVertical)
        for index in components.indices {
            let component = components[index]
            let samplesAcross = (width * component.horizontal + maxHorizontal - 1) / maxHorizontal
            let samplesDown = (height * component.vertical + maxVertical - 1) / maxVertical
            components[index].blocksPerLine = (samplesAcross + 7) / 8
            components[index].blocksPerColumn = (samplesDown + 7) / 8
            components[index].storedBlocksPerLine = mcusPerLine * component.horizontal
            let storedBlocks = components[index].storedBlocksPerLine * mcusPerColumn * component.vertical
            components[index].blockSize = scale.side * scale.side
            components[index].coefficients = [Int16](repeating: 0, count: storedBlocks * components[index].blockSize)
            // A refinement scan reads a bit for each nonzero coefficient, kept or not.
            if progressive, scale.side < 8 {
                components[index].nonzero = [UInt64](repeating: 0, count: storedBlocks)
            }
        }
        self.components = components
    }

    /// The picture's pixels across and down at its scale.
    var scaledSize: (width: Int, height: Int) {
        ((width * scale.side + 7) / 8, (height * scale.side + 7) / 8)
    }

    /// The samples of `component` across and down, before upsampling.
    func sampleSize(of component: JPEGComponent) -> (width: Int, height: Int) {
        (
            (width * component.horizontal + maxHorizontal - 1) / maxHorizontal,
            (height * component.vertical + maxVertical - 1) / maxVertical
        )
    }
}

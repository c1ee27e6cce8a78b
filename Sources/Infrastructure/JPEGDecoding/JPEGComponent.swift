/// One colour component of a frame (Y, Cb or Cr; or the one gray component) and its
/// coefficients, kept whole so that a progressive scan can refine them.
struct JPEGComponent {
    let id: Int
    /// Sampling factors, 1...4: how many blocks across and down the component has in an MCU.
    let horizontal: Int
    let vertical: Int
    let quantizationTable: Int
    /// The blocks that hold image samples, across and down.
    var blocksPerLine = 0
    var blocksPerColumn = 0
    /// The blocks stored across (whole MCUs), the row stride of `coefficients` in blocks.
    var storedBlocksPerLine = 0
    /// `blockSize` coefficients a block, in zigzag order, block rows of whole MCUs.
    var coefficients: [Int32] = []
    /// 64, or 1 when only the blocks' means (DC) are kept.
    var blockSize = 64
    var dcPredictor = 0
    var dcTable = 0
    var acTable = 0

    /// The offset of block (`row`, `column`) in `coefficients`.
    func offset(row: Int, column: Int) -> Int { (row * storedBlocksPerLine + column) * blockSize }
}

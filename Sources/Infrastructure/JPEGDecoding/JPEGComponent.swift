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
    /// `blockSize` coefficients a block, in block rows of whole MCUs: 16-bit, as libjpeg keeps
    /// them (`JCOEF`).
    var coefficients: [Int16] = []
    /// 64 (the whole block, zigzag order), or the `side × side` lowest frequencies of it
    /// (row-major, `JPEGScale`) when the picture is made smaller.
    var blockSize = 64
    /// For a progressive picture made smaller: which of each block's 64 coefficients are not
    /// zero (bit `k` for zigzag index `k`), so that a refinement scan reads the correction bits
    /// of the coefficients that are not kept (at 1/8, only when such scans are read at all:
    /// `JPEGDecoder.validate`). Empty otherwise.
    var nonzero: [UInt64] = []
    var dcPredictor = 0
    var dcTable = 0
    var acTable = 0

    /// The index of block (`row`, `column`).
    func block(row: Int, column: Int) -> Int { row * storedBlocksPerLine + column }
}

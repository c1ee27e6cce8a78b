import TerminalImages

/// A poster ready for the terminal: the cells it takes, and either text lines (half blocks,
/// which a frame places like any text) or one escape sequence that draws it at the cursor.
struct PosterDrawing: Sendable, Hashable {
    let fit: CellFit
    /// Half blocks: one line a row, `fit.columns` wide.
    let lines: [String]?
    /// kitty, iTerm2 or sixel: written at the cell where the picture's top left goes.
    let sequence: String?

    /// What `movies show --poster -` prints: the picture, then a new line under it.
    var printed: String {
        if let lines { return lines.map { $0 + "\n" }.joined() }
        return (sequence ?? "") + "\n"
    }
}

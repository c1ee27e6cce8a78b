/// Writes frames as the difference from the frame on screen: only the rows that changed, each
/// rewritten in place, the whole inside a synchronized update, so that a key press costs a row
/// or two of bytes and never a flicker. The first frame, and any after `invalidate()` (a
/// resize, a return from Ctrl-Z), clears the screen and draws every row.
public struct FrameDiffWriter: Sendable {
    /// The frame on screen; `nil` when the screen's content is unknown.
    private var shown: ScreenFrame?

    /// A writer that knows nothing of the screen: its first frame is drawn whole.
    public init() {}

    /// Forgets what is on screen: the next frame is drawn whole.
    public mutating func invalidate() {
        shown = nil
    }

    /// The bytes that change the screen from the frame shown to `frame`; `""` when they are
    /// the same.
    public mutating func update(to frame: ScreenFrame) -> String {
        let previous = shown.flatMap { $0.lines.count == frame.lines.count && $0.columns == frame.columns ? $0 : nil }
        guard previous != frame else { return "" }
        var output = ScreenControl.beginFrame
        if previous == nil { output += ScreenControl.clear }
        for (row, line) in frame.lines.enumerated() {
            if let previous {
                guard previous.lines[row] != line else { continue }
            } else if line.isEmpty {
                continue  // the screen was just cleared
            }
            output += ScreenControl.moveTo(row: row, column: 0) + line
            // A full-width line ends at the last column, where an erase would eat its last cell.
            if Self.width(of: line) < frame.columns { output += ScreenControl.eraseToEndOfLine }
        }
        if let cursor = frame.cursor {
            output += ScreenControl.moveTo(row: cursor.row, column: cursor.column)
            if previous?.cursor == nil { output += ScreenControl.showCursor }
        } else if previous?.cursor != nil || previous == nil {
            output += ScreenControl.hideCursor
        }
        shown = frame
        return output + ScreenControl.endFrame
    }

    /// The columns `line` takes on screen, its `TextStyle` sequences (`ESC [ … m`) aside.
    public static func width(of line: String) -> Int {
        guard line.utf8.contains(0x1B) else { return DisplayWidth.of(line) }
        var plain = ""
        var inSequence = false
        for character in line {
            if inSequence {
                if character == "m" { inSequence = false }
            } else if character == "\u{1B}" {
                inSequence = true
            } else {
                plain.append(character)
            }
        }
        return DisplayWidth.of(plain)
    }
}

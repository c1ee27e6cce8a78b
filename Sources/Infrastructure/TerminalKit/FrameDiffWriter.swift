/// Writes frames as the difference from the frame on screen: only the rows that changed, each
/// rewritten in place, the whole inside a synchronized update, so that a key press costs a row
/// or two of bytes and never a flicker. The first frame, and any after `invalidate()` (a
/// resize, a return from Ctrl-Z), clears the screen and draws every row.
public struct FrameDiffWriter: Sendable {
    /// The frame on screen; `nil` when the screen's content is unknown.
    private var shown: ScreenFrame?
    /// The picture on screen, kept across `invalidate()` so that it can still be removed.
    private var shownOverlay: ScreenFrame.Overlay?

    /// A writer that knows nothing of the screen: its first frame is drawn whole.
    public init() {}

    /// Forgets what is on screen: the next frame is drawn whole.
    public mutating func invalidate() {
        shown = nil
    }

    /// What removes the picture on screen before the screen is left; the writer then knows of
    /// none.
    public mutating func removeOverlay() -> String {
        defer { shownOverlay = nil }
        return shownOverlay?.clear ?? ""
    }

    /// The bytes that change the screen from the frame shown to `frame`; `""` when they are
    /// the same.
    public mutating func update(to frame: ScreenFrame) -> String {
        let previous = shown.flatMap { $0.lines.count == frame.lines.count && $0.columns == frame.columns ? $0 : nil }
        guard previous != frame else { return "" }
        var output = ScreenControl.beginFrame
        if frame.overlay != shownOverlay { output += shownOverlay?.clear ?? "" }
        if previous == nil { output += ScreenControl.clear }
        var rewritten: Set<Int> = []
        for (row, line) in frame.lines.enumerated() {
            if let previous {
                guard previous.lines[row] != line else { continue }
            } else if line.isEmpty {
                continue  // the screen was just cleared
            }
            rewritten.insert(row)
            output += ScreenControl.moveTo(row: row, column: 0) + line
            // A full-width line ends at the last column, where an erase would eat its last cell.
            if Self.width(of: line) < frame.columns { output += ScreenControl.eraseToEndOfLine }
        }
        if let overlay = frame.overlay {
            let rows = overlay.position.row..<(overlay.position.row + overlay.rows)
            if overlay != shownOverlay || previous == nil
                || (overlay.erasedByText && rewritten.contains(where: rows.contains))
            {
                output +=
                    ScreenControl.moveTo(row: overlay.position.row, column: overlay.position.column) + overlay.sequence
            }
        }
        shownOverlay = frame.overlay
        if let cursor = frame.cursor {
            output += ScreenControl.moveTo(row: cursor.row, column: cursor.column)
            if previous?.cursor == nil { output += ScreenControl.showCursor }
        } else if previous?.cursor != nil || previous == nil {
            output += ScreenControl.hideCursor
        }
        shown = frame
        return output + ScreenControl.endFrame
    }

    /// The columns `line` takes on screen, its `TextStyle` sequences aside: colours
    /// (`ESC [ … m`) and hyperlinks (OSC 8, `ESC ] … ESC \`), which take none.
    public static func width(of line: String) -> Int {
        guard line.utf8.contains(0x1B) else { return DisplayWidth.of(line) }
        var plain = ""
        var sequence: Character?  // `[` in a colour, `]` in a hyperlink, ESC just after an escape
        var previous: Character = " "
        for character in line {
            switch sequence {
            case "[": if character == "m" { sequence = nil }
            case "]": if previous == "\u{1B}" && character == "\\" { sequence = nil }
            case "\u{1B}": sequence = character == "[" || character == "]" ? character : nil
            default:
                if character == "\u{1B}" { sequence = "\u{1B}" } else { plain.append(character) }
            }
            previous = character
        }
        return DisplayWidth.of(plain)
    }
}

/// One picture of a full screen: exactly one line per row, none wider than the screen (colour
/// sequences aside), and where the cursor shows, if anywhere. A view makes it from its state and
/// the screen's size; `FrameDiffWriter` puts it on the terminal.
public struct ScreenFrame: Sendable, Hashable {
    /// A position on the screen, counted from 0.
    public struct Position: Sendable, Hashable {
        /// The row, 0 at the top.
        public var row: Int
        /// The column, 0 at the left.
        public var column: Int

        /// The cell at `row` and `column`.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The rows, top first, styled by `TextStyle`.
    public var lines: [String]
    /// The screen's width: a line narrower than this is followed by an erase.
    public var columns: Int
    /// Where the cursor blinks (in a text field while it has the focus); `nil` hides it.
    public var cursor: Position?
    /// A picture drawn over the text, if any.
    public var overlay: Overlay?

    /// A frame of `lines` on a screen `columns` wide, the cursor at `cursor` or hidden, and
    /// `overlay` drawn over them.
    public init(lines: [String], columns: Int, cursor: Position? = nil, overlay: Overlay? = nil) {
        self.lines = lines
        self.columns = columns
        self.cursor = cursor
        self.overlay = overlay
    }

    /// A picture an escape sequence draws over the frame's cells (an image protocol's), after
    /// the text; the frame's lines leave its cells blank.
    public struct Overlay: Sendable, Hashable {
        /// Its top left cell.
        public var position: Position
        /// The rows it covers from there.
        public var rows: Int
        /// What draws it at the cursor, leaving the cursor where it was.
        public var sequence: String
        /// What removes it, for pictures that text written over their cells leaves (kitty's).
        public var clear: String
        /// Whether text written in its rows erases it (sixel, iTerm2): it is drawn again then.
        public var erasedByText: Bool

        /// A picture at `position` over `rows` rows.
        public init(position: Position, rows: Int, sequence: String, clear: String = "", erasedByText: Bool) {
            self.position = position
            self.rows = rows
            self.sequence = sequence
            self.clear = clear
            self.erasedByText = erasedByText
        }
    }

    /// A frame that only says `message` (cut to fit) on its first row: a screen too small for
    /// its view.
    public static func message(_ message: String, size: TerminalSize) -> ScreenFrame {
        let line = TextTruncation.truncated(message, toColumns: size.columns)
        return ScreenFrame(lines: LineLayout.padded([line], to: max(0, size.rows)), columns: size.columns)
    }
}

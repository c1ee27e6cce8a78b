/// One key press, or one paste, as a full-screen view handles it: what the terminal's input
/// reader (`TerminalEventReader`) makes of the bytes a terminal in raw mode sends.
public enum Key: Sendable, Hashable {
    /// Printable text typed: one character, or several that arrived together.
    case text(String)
    /// A bracketed paste, control characters removed and line breaks made spaces: one line.
    case paste(String)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter (or Return).
    case enter
    /// Esc, alone: not the start of a sequence.
    case escape
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Tab.
    case tab
    /// Shift-Tab (back-tab: `ESC [ Z`).
    case backTab
    /// A control key by its character: `c` for Ctrl-C, `z` for Ctrl-Z, `\` for Ctrl-\.
    case control(Character)
    /// The mouse's wheel or a click.
    case mouse(MouseEvent)
}

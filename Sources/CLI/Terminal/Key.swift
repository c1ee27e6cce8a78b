/// One key press, or one paste, as the full-screen view handles it: what `KeyDecoder` makes of
/// the bytes a terminal in raw mode sends.
enum Key: Sendable, Hashable {
    /// Printable text typed: one character, or several that arrived together.
    case text(String)
    /// A bracketed paste, control characters removed and line breaks made spaces: one query.
    case paste(String)
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    case enter
    case escape
    case backspace
    case delete
    case tab
    /// A control key by its character: `c` for Ctrl-C, `z` for Ctrl-Z, `\` for Ctrl-\.
    case control(Character)
}

/// What the mouse did, as a terminal in SGR mouse mode (`ESC [ < b ; x ; y M`) reports it.
public enum MouseEvent: Sendable, Hashable {
    /// The wheel turned up a notch.
    case wheelUp
    /// The wheel turned down a notch.
    case wheelDown
    /// The left button pressed on the cell at `row`, `column` (from 0).
    case click(row: Int, column: Int)
}

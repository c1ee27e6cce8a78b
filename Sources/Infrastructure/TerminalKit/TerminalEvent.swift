/// What the full screen reacts to, in the order it happened.
public enum TerminalEvent: Sendable, Hashable {
    /// A key pressed, or a paste.
    case key(Key)
    /// The terminal changed size (SIGWINCH).
    case resized
    /// Something asked the process to stop (SIGTSTP): give the terminal back, then stop.
    case stopRequested
    /// The process was continued (SIGCONT): the screen must be drawn anew.
    case continued
    /// The input ended (the terminal hung up).
    case inputClosed
}

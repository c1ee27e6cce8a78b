import Glibc

/// A terminal's size in character cells.
struct TerminalSize: Sendable, Hashable {
    var columns: Int
    var rows: Int

    /// The size of the terminal on `descriptor` (`TIOCGWINSZ`), `nil` when it is not one or
    /// does not say.
    static func of(_ descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}

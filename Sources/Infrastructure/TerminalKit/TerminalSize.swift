import Glibc

/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable {
    /// The width: how many characters a row holds.
    public var columns: Int
    /// The height: how many rows the screen shows.
    public var rows: Int

    /// A size of `columns` by `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal on `descriptor` (`TIOCGWINSZ`), `nil` when it is not one or
    /// does not say.
    public static func of(_ descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}

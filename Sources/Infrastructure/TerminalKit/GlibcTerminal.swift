import Glibc

/// `TerminalProbing` through `isatty(3)` and the `TIOCGWINSZ` ioctl.
public struct GlibcTerminal: TerminalProbing {
    /// The process's own terminal, as the operating system describes it.
    public init() {}

    /// Whether `stream` is a terminal (`isatty(3)`).
    public func isTerminal(_ stream: StandardStream) -> Bool {
        isatty(stream.rawValue) == 1
    }

    /// The width of the terminal on `stream` (`TIOCGWINSZ`), `nil` when it is not one or does
    /// not say.
    public func columns(_ stream: StandardStream) -> Int? {
        var size = winsize()
        guard ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The height of the terminal on `stream` (`TIOCGWINSZ`), `nil` when it is not one or does
    /// not say.
    public func rows(_ stream: StandardStream) -> Int? {
        var size = winsize()
        guard ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}

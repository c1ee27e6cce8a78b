import Glibc

/// `TerminalProbing` through `isatty(3)` and the `TIOCGWINSZ` ioctl.
struct GlibcTerminal: TerminalProbing {
    func isTerminal(_ stream: StandardStream) -> Bool {
        isatty(stream.rawValue) == 1
    }

    func columns(_ stream: StandardStream) -> Int? {
        var size = winsize()
        guard ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

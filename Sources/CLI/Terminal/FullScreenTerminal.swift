import Glibc

/// The terminal while the full-screen view is on: raw mode through `termios` (keys arrive one
/// by one, unechoed, Ctrl-C and Ctrl-Z as keys), the alternate screen, and the way back
/// (`TerminalRestoration`), which also runs when the process ends by a signal or a crash.
@MainActor
final class FullScreenTerminal {
    /// Why the full screen could not start.
    struct Failure: Error {
        let message: String
    }

    private let input = StandardStream.standardInput
    private let output = StandardStream.standardOutput
    /// Whether the last write failed: the screen's reader went away (EPIPE, EIO).
    private(set) var isGone = false

    init() {}

    /// Saves the terminal's mode, arms its restoration, then switches to raw mode and the
    /// alternate screen.
    func enter() throws(Failure) {
        var mode = termios()
        guard tcgetattr(input.rawValue, &mode) == 0 else {
            throw Failure(message: "the full screen needs a terminal on stdin")
        }
        TerminalRestoration.arm(mode: mode, input: input.rawValue, output: output.rawValue)
        var raw = mode
        cfmakeraw(&raw)
        guard tcsetattr(input.rawValue, TCSANOW, &raw) == 0 else {
            TerminalRestoration.restoreNow()
            throw Failure(message: "cannot put the terminal in raw mode")
        }
        write(ScreenControl.enter)
    }

    /// Back to the terminal's own mode and the main screen, cursor shown.
    func leave() {
        TerminalRestoration.restoreNow()
    }

    /// Ctrl-Z: gives the terminal back, stops the process until the shell continues it, then
    /// takes the terminal again. The caller draws the screen anew.
    func suspend() {
        leave()
        TerminalSignalPipe.stopProcess()
        try? enter()
    }

    /// The terminal's size: the output's, else the input's (when the output is not the
    /// terminal), else 80×24.
    var size: TerminalSize {
        TerminalSize.of(output.rawValue) ?? TerminalSize.of(input.rawValue) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Writes `text` to the screen; after a failure (the reader is gone), writes nothing more.
    func write(_ text: String) {
        guard !isGone, !text.isEmpty else { return }
        if !Console.write(text, to: output) { isGone = true }
    }
}

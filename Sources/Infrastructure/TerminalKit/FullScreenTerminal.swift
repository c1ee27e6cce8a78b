import Glibc

/// The terminal while a full-screen view is on: raw mode through `termios` (keys arrive one
/// by one, unechoed, Ctrl-C and Ctrl-Z as keys), the alternate screen, and the way back
/// (`TerminalRestoration`), which also runs when the process ends by a signal or a crash.
@MainActor
public final class FullScreenTerminal {
    /// Why the full screen could not start.
    public struct Failure: Error {
        /// The reason, as a sentence fragment ("the full screen needs a terminal on stdin").
        public let message: String
    }

    private let input = StandardStream.standardInput
    private let output = StandardStream.standardOutput
    /// The terminal's mode before the full screen first took it: what every way out restores.
    /// Saved once, so that taking the terminal again (after Ctrl-Z, after a SIGCONT) never
    /// mistakes the full screen's own raw mode for it.
    private var originalMode: termios?
    /// Whether the full screen is on: frames are written only then.
    public private(set) var isOn = false
    /// Why the last write failed, an `errno`: the screen's reader went away (EPIPE, EIO), or
    /// the output failed otherwise (ENOSPC: `/dev/full`, a full disk). Nothing is written after it.
    public private(set) var writeError: Int32?
    /// Whether a write failed: the screen is gone.
    public var isGone: Bool { writeError != nil }

    /// What every way out writes first (a picture protocol's delete), before the usual sequences.
    private let leavingFirst: String

    /// The process's terminal (stdin and stdout), not taken yet: `enter()` takes it. Leaving it,
    /// however the process ends, writes `leavingFirst` first.
    public init(leavingFirst: String = "") {
        self.leavingFirst = leavingFirst
    }

    /// Saves the terminal's mode (the first time), arms its restoration, then switches to raw
    /// mode and the alternate screen.
    public func enter() throws(Failure) {
        if originalMode == nil {
            var mode = termios()
            guard tcgetattr(input.rawValue, &mode) == 0 else {
                throw Failure(message: "the full screen needs a terminal on stdin")
            }
            originalMode = mode
        }
        guard let mode = originalMode else { return }
        TerminalRestoration.arm(mode: mode, input: input.rawValue, output: output.rawValue, leavingFirst: leavingFirst)
        var raw = mode
        cfmakeraw(&raw)
        guard tcsetattr(input.rawValue, TCSANOW, &raw) == 0 else {
            TerminalRestoration.restoreNow()
            throw Failure(message: "cannot put the terminal in raw mode")
        }
        isOn = true
        write(ScreenControl.enter)
    }

    /// Back to the terminal's own mode and the main screen, cursor shown; no frame is written
    /// after it (a render still queued would land on the shell's screen).
    public func leave() {
        isOn = false
        TerminalRestoration.restoreNow()
    }

    /// Ctrl-Z: gives the terminal back, stops the process until the shell continues it, then
    /// takes the terminal again. The caller draws the screen anew.
    public func suspend() {
        leave()
        TerminalSignalPipe.stopProcess()
        try? enter()
    }

    /// The terminal's size: the output's, else the input's (when the output is not the
    /// terminal), else 80×24.
    public var size: TerminalSize {
        TerminalSize.of(output.rawValue) ?? TerminalSize.of(input.rawValue) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Writes `text` to the screen while the full screen is on; after a failure (the reader is
    /// gone), writes nothing more.
    public func write(_ text: String) {
        guard isOn, !isGone, !text.isEmpty else { return }
        writeError = Console.writeFailure(text, to: output)
    }
}

import Glibc
import Synchronization

/// Where the tool writes: results on stdout, notices, errors and the spinner on stderr. Writes
/// are whole (retried on short writes) and serialised, so that a notice never lands inside a
/// spinner frame.
final class Console: Sendable {
    private let state = Mutex(State())

    private struct State {
        /// Whether a spinner frame is on stderr's current line, to be wiped before other text.
        var spinnerShown = false
        /// Set once stdout's reader went away (`EPIPE`): further results are dropped.
        var stdoutClosed = false
        /// Where stderr lines go instead while the full screen owns the terminal.
        var errorSink: (@Sendable (String) -> Void)?
    }

    init() {}

    /// Writes `text` to stdout as it is.
    func out(_ text: String) {
        state.withLock { state in
            guard !state.stdoutClosed else { return }
            if !Self.write(text, to: .standardOutput) { state.stdoutClosed = true }
        }
    }

    /// Writes one line to stderr, clearing a spinner frame first; while errors are diverted,
    /// hands the line to the sink instead.
    func err(_ line: String) {
        state.withLock { state in
            if let sink = state.errorSink {
                sink(line)
                return
            }
            if state.spinnerShown {
                _ = Self.write(Self.clearLine, to: .standardError)
                state.spinnerShown = false
            }
            _ = Self.write(line + "\n", to: .standardError)
        }
    }

    /// Writes `text` to stderr without a line break: a prompt the user answers on that line.
    func prompt(_ text: String) {
        state.withLock { _ in _ = Self.write(text, to: .standardError) }
    }

    /// Sends stderr's lines to `sink` (the full screen's status line: a line written over the
    /// screen would break it), or back to stderr when `nil`.
    func divertErrors(to sink: (@Sendable (String) -> Void)?) {
        state.withLock { $0.errorSink = sink }
    }

    /// Draws a spinner frame on stderr's current line (a terminal's: callers check).
    func spinnerFrame(_ frame: String) {
        state.withLock { state in
            _ = Self.write(Self.clearLine + frame, to: .standardError)
            state.spinnerShown = true
        }
    }

    /// Wipes the spinner's frame, if one is shown.
    func clearSpinner() {
        state.withLock { state in
            guard state.spinnerShown else { return }
            _ = Self.write(Self.clearLine, to: .standardError)
            state.spinnerShown = false
        }
    }

    // MARK: - Writing

    /// Carriage return, then erase to the end of the line.
    private static let clearLine = "\r\u{1B}[K"

    /// Writes all of `text` to `stream`, retrying short writes; `false` when the reader is gone
    /// or the stream failed. Unserialised: the full screen, which owns the terminal, uses it too.
    static func write(_ text: String, to stream: StandardStream) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(stream.rawValue, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

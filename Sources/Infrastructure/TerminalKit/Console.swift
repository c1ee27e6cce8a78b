import Glibc
import Synchronization

/// Where the tool writes: results on stdout, notices, errors and the spinner on stderr. Writes
/// are whole (retried on short writes) and serialised, so that a notice never lands inside a
/// spinner frame.
///
/// Results are never lost in silence: when stdout's reader went away (`EPIPE`), the process ends
/// as Unix tools do, by SIGPIPE (status 141 in a shell), saying nothing; when a write fails
/// otherwise (a full disk, a closed stdout), `stdoutFailure` says why, so that the caller can fail.
/// A command that has nothing to write never fails for a stdout it did not need.
public final class Console: Sendable {
    private let state = Mutex(State())

    private struct State {
        /// Whether a spinner frame is on stderr's current line, to be wiped before other text.
        var spinnerShown = false
        /// Why a write to stdout failed (an `errno`): further results are dropped.
        var stdoutFailure: Int32?
        /// Whether stdout was closed when the process started: the first results written fail.
        var stdoutClosedAtStart = false
        /// Where stderr lines go instead while the full screen owns the terminal.
        var errorSink: (@Sendable (String) -> Void)?
    }

    /// A console on the process's standard streams. A stdout that is closed at start is held
    /// open on `/dev/null`, so that no file opened later takes its descriptor (and receives the
    /// results), and fails the first results written to it (`EBADF`), not a run with none.
    public init() {
        if fcntl(StandardStream.standardOutput.rawValue, F_GETFD) == -1, errno == EBADF {
            let null = open("/dev/null", O_WRONLY)
            if null >= 0, null != StandardStream.standardOutput.rawValue {
                dup2(null, StandardStream.standardOutput.rawValue)
                close(null)
            }
            state.withLock { $0.stdoutClosedAtStart = true }
        }
    }

    /// Whether stdout was closed when the process started (it is held on `/dev/null` since).
    public var stdoutWasClosedAtStart: Bool { state.withLock { $0.stdoutClosedAtStart } }

    /// Why writing the results failed, when it did: `cannot write the results to standard
    /// output: No space left on device`.
    public var stdoutFailure: String? {
        state.withLock { state in
            state.stdoutFailure.map { "cannot write the results to standard output: \(String(cString: strerror($0)))" }
        }
    }

    /// Writes `text` to stdout as it is. A reader gone away ends the process by SIGPIPE.
    public func out(_ text: String) {
        state.withLock { state in
            guard state.stdoutFailure == nil, !text.isEmpty else { return }
            guard !state.stdoutClosedAtStart else {
                state.stdoutFailure = EBADF
                return
            }
            guard let failure = Self.writeFailure(text, to: .standardOutput) else { return }
            if failure == EPIPE {
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
            }
            state.stdoutFailure = failure
        }
    }

    /// Writes one line to stderr, clearing a spinner frame first; while errors are diverted,
    /// hands the line to the sink instead.
    public func err(_ line: String) {
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
    public func prompt(_ text: String) {
        state.withLock { _ in _ = Self.write(text, to: .standardError) }
    }

    /// Sends stderr's lines to `sink` (a full-screen view's status line: a line written over the
    /// screen would break it), or back to stderr when `nil`.
    public func divertErrors(to sink: (@Sendable (String) -> Void)?) {
        state.withLock { $0.errorSink = sink }
    }

    /// Draws a spinner frame on stderr's current line (a terminal's: callers check).
    public func spinnerFrame(_ frame: String) {
        state.withLock { state in
            _ = Self.write(Self.clearLine + frame, to: .standardError)
            state.spinnerShown = true
        }
    }

    /// Wipes the spinner's frame, if one is shown.
    public func clearSpinner() {
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
    /// or the stream failed. Unserialised: a full-screen view, which owns the terminal, uses it
    /// too.
    static func write(_ text: String, to stream: StandardStream) -> Bool {
        writeFailure(text, to: stream) == nil
    }

    /// Writes all of `text` to `stream`; the `errno` of the write that failed, or nil.
    /// Unserialised, as `write` is.
    static func writeFailure(_ text: String, to stream: StandardStream) -> Int32? {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(stream.rawValue, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}

import Dispatch
import Glibc

/// Reads the terminal's input and the signal pipe on a dispatch queue of its own, so that a
/// blocking `poll` never holds the main actor, and hands them on as events: keys decoded by
/// `KeyDecoder` (with its Esc timeout) and signals. `stop()` ends the reading, so that what is
/// typed after the full screen quits stays for the shell.
public final class TerminalEventReader: Sendable {
    /// The keys and signals, in the order they came; finished by `stop()` or after
    /// `.inputClosed`.
    public let events: AsyncStream<TerminalEvent>
    /// A byte written here stops the reading.
    private let stopper: Int32

    /// Starts reading `input` (a terminal in raw mode) and `signals` (`TerminalSignalPipe`).
    public init(input: Int32, signals: Int32) {
        let (events, continuation) = AsyncStream<TerminalEvent>.makeStream(bufferingPolicy: .unbounded)
        self.events = events
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        stopper = ends[1]
        let stopped = ends[0]
        DispatchQueue(label: "TerminalKit.TerminalEventReader").async {
            Self.read(input: input, signals: signals, stopped: stopped, into: continuation)
        }
    }

    /// Stops reading the terminal (at once, or after the read under way).
    public func stop() {
        var byte: UInt8 = 0
        _ = write(stopper, &byte, 1)
    }

    private static func read(
        input: Int32, signals: Int32, stopped: Int32, into continuation: AsyncStream<TerminalEvent>.Continuation
    ) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let escapeTimeout = milliseconds(KeyDecoder.escapeTimeout)
        let pasteTimeout = milliseconds(KeyDecoder.pasteTimeout)
        while true {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopped, events: Int16(POLLIN), revents: 0),
            ]
            let timeout = decoder.isWaitingForMore ? escapeTimeout : decoder.isPasting ? pasteTimeout : -1
            let ready = poll(&descriptors, 3, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if descriptors[2].revents != 0 {
                continuation.finish()
                return
            }
            if ready == 0 {
                for key in decoder.timeOut() { continuation.yield(.key(key)) }
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                let count = Glibc.read(signals, &buffer, buffer.count)
                for byte in buffer.prefix(max(0, count)) {
                    if let event = event(forSignal: Int32(byte)) { continuation.yield(event) }
                }
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = Glibc.read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            for key in decoder.decode(buffer.prefix(count)) { continuation.yield(.key(key)) }
        }
        continuation.yield(.inputClosed)
        continuation.finish()
    }

    /// `duration` in whole milliseconds, as `poll` waits.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }

    private static func event(forSignal number: Int32) -> TerminalEvent? {
        switch number {
        case SIGWINCH: .resized
        case SIGTSTP: .stopRequested
        case SIGCONT: .continued
        default: nil
        }
    }
}

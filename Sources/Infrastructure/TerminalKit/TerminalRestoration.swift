import Glibc
import Synchronization

/// Gives the terminal back (its original mode, the main screen, the cursor shown) whichever way
/// the process leaves the full screen: a normal quit, `exit`, a signal that ends the process
/// (SIGTERM, SIGHUP, SIGINT, SIGQUIT) or a crash (SIGILL and SIGTRAP of a fatal error, SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE).
///
/// A signal handler may only call async-signal-safe functions, so everything it needs (the
/// saved mode, the bytes to write) is stored before it is armed, outside Swift's managed
/// memory, and the restore is `write(2)` plus `tcsetattr(3)`. After restoring, the handler
/// lets the signal end the process: a request to end by its default action; a crash by the
/// action that was there before, the Swift runtime's crash report, which then prints on the
/// restored screen.
enum TerminalRestoration {
    /// Requests to end: after the restore, their default action ends the process. (The Swift
    /// runtime reports a SIGQUIT as a crash and carries on; asked to quit, the process quits.)
    static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Crashes: after the restore, the action that was there before reports them.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// Whether the terminal is in the full screen's mode; the first restore clears it, so the
    /// terminal is restored once however many paths try.
    private static let armed = Atomic<Bool>(false)
    // Written only while disarmed; read by handlers once `armed` is set (release/acquire).
    private nonisolated(unsafe) static let savedMode = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private nonisolated(unsafe) static var inputDescriptor: Int32 = 0
    private nonisolated(unsafe) static var outputDescriptor: Int32 = 1
    /// What restoring writes: the caller's `leavingFirst`, then `ScreenControl.leave`. Made by
    /// `arm`, never in a handler.
    private nonisolated(unsafe) static var leaveBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// The action each signal had before ours, by signal number.
    private nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    private nonisolated(unsafe) static var handlersInstalled = false

    /// Remembers `mode` (the terminal's mode before the full screen) and arms the restore: from
    /// now on, leaving the process by any path above gives the terminal back, writing
    /// `leavingFirst` (what removes the screen's pictures) before the usual sequences.
    static func arm(mode: termios, input: Int32, output: Int32, leavingFirst: String = "") {
        guard !armed.load(ordering: .acquiring) else { return }
        savedMode.pointee = mode
        inputDescriptor = input
        outputDescriptor = output
        let bytes = Array((leavingFirst + ScreenControl.leave).utf8)
        if !leaveBytes.elementsEqual(bytes) {
            leaveBytes.deallocate()
            leaveBytes = .allocate(capacity: bytes.count)
            _ = leaveBytes.initialize(from: bytes)
        }
        armed.store(true, ordering: .releasing)
        guard !handlersInstalled else { return }
        handlersInstalled = true
        // A write to a reader that went away fails with EPIPE instead of killing the process,
        // so the session ends through `restoreNow()` like any other.
        signal(SIGPIPE, SIG_IGN)
        atexit { TerminalRestoration.restoreNow() }
        for number in endingSignals + crashSignals { install(number) }
    }

    /// Restores the terminal if it is still in the full screen's mode: the leaving sequences on
    /// the output, the saved mode on the input. Async-signal-safe.
    static func restoreNow() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        var offset = 0
        while offset < leaveBytes.count {
            guard let start = leaveBytes.baseAddress else { break }
            let written = write(outputDescriptor, start + offset, leaveBytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }  // the output is gone: the mode below matters still
            offset += written
        }
        _ = tcsetattr(inputDescriptor, TCSANOW, savedMode)
    }

    // MARK: - Handlers

    /// Installs the restoring handler for `number`, unless the signal was ignored (`nohup`):
    /// an ignored signal ends nothing.
    private static func install(_ number: Int32) {
        var current = sigaction()
        _ = sigaction(number, nil, &current)
        // SIG_IGN is the handler address 1.
        guard unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != 1 else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            let savedErrno = errno
            TerminalRestoration.restoreNow()
            // Hand the signal on: it is blocked while this handler runs, and delivered to the
            // action below as soon as the handler returns.
            switch number {
            case SIGTERM, SIGHUP, SIGINT, SIGQUIT: _ = signal(number, SIG_DFL)  // the ending signals
            default: _ = sigaction(number, TerminalRestoration.previousActions + Int(number), nil)
            }
            _ = raise(number)
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        _ = sigaction(number, &action, previousActions + Int(number))
    }
}

import Glibc
import Synchronization

/// Turns the signals a full-screen view reacts to without ending (a resize, a request to stop, a
/// continue after `fg`) into bytes on a pipe, the classic self-pipe: the handler only writes a
/// byte (async-signal-safe), and the input reader sees the signals beside the keys, in order.
public enum TerminalSignalPipe {
    /// SIGWINCH, SIGTSTP (from `kill`: in raw mode Ctrl-Z is a key), SIGCONT.
    static let signals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

    private nonisolated(unsafe) static var writeEnd: Int32 = -1
    private nonisolated(unsafe) static var readEnd: Int32 = -1
    /// How many SIGCONTs arrived: `stopProcess()` waits for the next one.
    private static let continuations = Atomic<Int>(0)
    /// How long a stop may take to happen before `stopProcess()` decides it will not: a shell
    /// without job control leaves SIGTSTP undelivered (an orphaned process group).
    private static let stopTimeout: Duration = .milliseconds(200)

    /// The pipe's read end, each byte a signal number; made, with the handlers, on first use.
    public static func open() -> Int32 {
        guard readEnd < 0 else { return readEnd }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe drops the byte rather than block a handler: the signals already queued
        // say as much.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        readEnd = ends[0]
        writeEnd = ends[1]
        for number in signals { install(number) }
        return readEnd
    }

    /// Stops the process as SIGTSTP's default action does (the shell shows it as stopped, `fg`
    /// continues it), and returns once it was continued. The signal is sent to the process, not
    /// raised in this thread: the main queue may run on a Dispatch thread that blocks it. So the
    /// stop happens on another thread, a moment later: this one waits for the SIGCONT that ends
    /// it before it puts the handler back (else the handler would catch the SIGTSTP first).
    static func stopProcess() {
        let before = continuations.load(ordering: .acquiring)
        _ = signal(SIGTSTP, SIG_DFL)
        _ = kill(getpid(), SIGTSTP)
        let deadline = ContinuousClock.now + stopTimeout
        while continuations.load(ordering: .acquiring) == before, ContinuousClock.now < deadline {
            usleep(1_000)
        }
        install(SIGTSTP)
    }

    private static func install(_ number: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            let savedErrno = errno
            if number == SIGCONT { TerminalSignalPipe.continuations.add(1, ordering: .releasing) }
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(TerminalSignalPipe.writeEnd, &byte, 1)
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(number, &action, nil)
    }
}

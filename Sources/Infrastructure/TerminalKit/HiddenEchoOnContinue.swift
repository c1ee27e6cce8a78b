import Glibc
import Synchronization

/// Keeps a terminal's echo off across Ctrl-Z and `fg` while a secret is read, as
/// `readpassphrase(3)` and sudo do: a job-control shell gives itself its own mode (echo on)
/// when the reader stops, and gives nothing back on `fg`, so what is typed next would show.
/// While armed, SIGCONT sets the hidden mode again and writes the prompt anew.
///
/// A signal handler may only call async-signal-safe functions, so what it needs (the mode, the
/// prompt's bytes) is stored before it is armed, outside Swift's managed memory; the handler is
/// `tcsetattr(3)` and `write(2)`. It is installed with `SA_RESTART`, so the read it interrupts
/// goes on.
enum HiddenEchoOnContinue {
    private static let armed = Atomic<Bool>(false)
    // Written only while disarmed; read by the handler once `armed` is set (release/acquire).
    private nonisolated(unsafe) static let hiddenMode = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private nonisolated(unsafe) static var inputDescriptor: Int32 = 0
    private nonisolated(unsafe) static var promptDescriptor: Int32 = 2
    private nonisolated(unsafe) static var promptBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    private nonisolated(unsafe) static let previousAction = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)

    /// Until `disarm()`, each SIGCONT puts `input` back in `mode` and writes `prompt` on
    /// `output`.
    static func arm(mode: termios, input: Int32, prompt: String, output: Int32) {
        guard !armed.load(ordering: .acquiring) else { return }
        hiddenMode.pointee = mode
        inputDescriptor = input
        promptDescriptor = output
        promptBytes.deallocate()
        let bytes = Array(prompt.utf8)
        promptBytes = .allocate(capacity: bytes.count)
        _ = promptBytes.initialize(from: bytes)
        armed.store(true, ordering: .releasing)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            let savedErrno = errno
            HiddenEchoOnContinue.hideAgain()
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(SIGCONT, &action, previousAction)
    }

    /// Puts back the SIGCONT action there was before `arm`; SIGCONT no longer changes the mode.
    static func disarm() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = sigaction(SIGCONT, previousAction, nil)
    }

    /// The handler's work: the hidden mode, then the prompt again. Async-signal-safe.
    private static func hideAgain() {
        guard armed.load(ordering: .acquiring) else { return }
        _ = tcsetattr(inputDescriptor, TCSANOW, hiddenMode)
        var offset = 0
        while offset < promptBytes.count, let start = promptBytes.baseAddress {
            let written = write(promptDescriptor, start + offset, promptBytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
    }
}

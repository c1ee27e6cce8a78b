import Glibc

/// An exclusive `flock` on a lock file, held for one read-modify-write. Each call opens its own
/// descriptor, so two threads of one process exclude each other exactly as two processes do
/// (`flock` locks belong to the open file, not to the process). The lock file is never deleted:
/// deleting it would let a waiter lock a file that a newcomer no longer sees. A wait is bounded
/// (`longestWait`): a holder takes milliseconds, so one holding it longer is stopped (Ctrl-Z,
/// `kill -STOP`) or stuck, and waiting on would hang the caller.
public enum FileLock {
    /// The longest a caller waits for another holder before it gives up with an error.
    public static let longestWait: Duration = .seconds(5)

    /// Runs `body` while holding the lock on `path` (created 0600 if missing); waits for it,
    /// `longestWait` at most.
    public static func withExclusiveLock<Result, Failure: FileFailure>(
        on path: String, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withLockedFile(at: path) { _ throws(Failure) -> Result in try body() }
    }

    /// Runs `body` with the locked file's descriptor (open for reading and writing), for a small
    /// file that is its own lock: whoever holds the lock reads and rewrites it in place
    /// (`POSIXFiles.readAll`, `POSIXFiles.overwrite`). Waits for the lock, `longestWait` at most.
    public static func withLockedFile<Result, Failure: FileFailure>(
        at path: String, _ body: (Int32) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, POSIXFiles.fileMode)
        guard descriptor >= 0 else { throw Failure(POSIXFiles.failure("cannot open", path, errno)) }
        defer { close(descriptor) }
        do throws(FileError) {
            try lock(descriptor, path: path)
        } catch {
            throw Failure(error)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body(descriptor)
    }

    /// Takes the lock on `descriptor`, trying again at growing pauses (1 ms to 100 ms) while
    /// another holds it, until `longestWait` has passed.
    private static func lock(_ descriptor: Int32, path: String) throws(FileError) {
        let clock = ContinuousClock()
        let deadline = clock.now + longestWait
        var pause: useconds_t = 1_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK:
                guard clock.now < deadline else {
                    let seconds = longestWait.components.seconds
                    throw FileError(
                        message: "cannot lock \(path): another process has held it for over \(seconds) seconds")
                }
                usleep(pause)
                pause = min(pause * 2, 100_000)
            default: throw POSIXFiles.failure("cannot lock", path, errno)
            }
        }
    }

    /// What `withExclusiveLockIfFree` did.
    public enum Attempt<Result> {
        /// The lock was free: `body` ran under it and returned this.
        case done(Result)
        /// Another descriptor holds the lock; `body` did not run.
        case busy
    }

    /// Runs `body` under the lock on `path` if nobody holds it, without waiting.
    public static func withExclusiveLockIfFree<Result, Failure: FileFailure>(
        on path: String, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Attempt<Result> {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, POSIXFiles.fileMode)
        guard descriptor >= 0 else { throw Failure(POSIXFiles.failure("cannot open", path, errno)) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { return .busy }
            guard errno == EINTR else { throw Failure(POSIXFiles.failure("cannot lock", path, errno)) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return .done(try body())
    }
}

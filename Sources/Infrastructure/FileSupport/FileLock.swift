import Glibc

/// An exclusive `flock` on a lock file, held for one read-modify-write. Each call opens its own
/// descriptor, so two threads of one process exclude each other exactly as two processes do
/// (`flock` locks belong to the open file, not to the process). The lock file is never deleted:
/// deleting it would let a waiter lock a file that a newcomer no longer sees.
public enum FileLock {
    /// Runs `body` while holding the lock on `path` (created 0600 if missing); waits for it.
    public static func withExclusiveLock<Result, Failure: FileFailure>(
        on path: String, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withLockedFile(at: path) { _ throws(Failure) -> Result in try body() }
    }

    /// Runs `body` with the locked file's descriptor (open for reading and writing), for a small
    /// file that is its own lock: whoever holds the lock reads and rewrites it in place
    /// (`POSIXFiles.readAll`, `POSIXFiles.overwrite`). Waits for the lock.
    public static func withLockedFile<Result, Failure: FileFailure>(
        at path: String, _ body: (Int32) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, POSIXFiles.fileMode)
        guard descriptor >= 0 else { throw Failure(POSIXFiles.failure("cannot open", path, errno)) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(POSIXFiles.failure("cannot lock", path, errno)) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body(descriptor)
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

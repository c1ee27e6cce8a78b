import Glibc
import MoviesDomain

/// An exclusive `flock` on a lock file, held for one read-modify-write. Each call opens its own
/// descriptor, so two threads of one process exclude each other exactly as two processes do
/// (`flock` locks belong to the open file, not to the process). The lock file is never deleted:
/// deleting it would let a waiter lock a file that a newcomer no longer sees.
enum FileLock {
    /// Runs `body` while holding the lock on `path` (created 0600 if missing); waits for it.
    static func withExclusiveLock<Result>(
        on path: String, _ body: () throws(MoviesError) -> Result
    ) throws(MoviesError) -> Result {
        try withLockedFile(at: path) { _ throws(MoviesError) -> Result in try body() }
    }

    /// Runs `body` with the locked file's descriptor (open for reading and writing), for a small
    /// file that is its own lock: whoever holds the lock reads and rewrites it in place
    /// (`POSIXFiles.readAll`, `POSIXFiles.overwrite`). Waits for the lock.
    static func withLockedFile<Result>(
        at path: String, _ body: (Int32) throws(MoviesError) -> Result
    ) throws(MoviesError) -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, POSIXFiles.fileMode)
        guard descriptor >= 0 else { throw POSIXFiles.failure("cannot open", path, errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXFiles.failure("cannot lock", path, errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body(descriptor)
    }

    /// What `withExclusiveLockIfFree` did.
    enum Attempt<Result> {
        /// The lock was free: `body` ran under it and returned this.
        case done(Result)
        /// Another descriptor holds the lock; `body` did not run.
        case busy
    }

    /// Runs `body` under the lock on `path` if nobody holds it, without waiting.
    static func withExclusiveLockIfFree<Result>(
        on path: String, _ body: () throws(MoviesError) -> Result
    ) throws(MoviesError) -> Attempt<Result> {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, POSIXFiles.fileMode)
        guard descriptor >= 0 else { throw POSIXFiles.failure("cannot open", path, errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { return .busy }
            guard errno == EINTR else { throw POSIXFiles.failure("cannot lock", path, errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return .done(try body())
    }
}

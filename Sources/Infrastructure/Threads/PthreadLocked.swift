import Glibc

/// A value behind a pthread mutex. Used instead of `Synchronization.Mutex` where threads other
/// than the Swift pool's meet (the libcurl loop): the thread sanitizer models pthread mutexes,
/// not the futex inside `Mutex` on Linux, and reports false races on it. (Not `NSLock`, the
/// same mutex: the Data layer uses only FoundationEssentials, see `Package.swift`.)
public final class PthreadLocked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Creates a lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

import Glibc

/// A value behind a pthread mutex. Used instead of `Synchronization.Mutex` where threads of the
/// Swift pool, dispatch and libcurl meet: the thread sanitizer models pthread mutexes, not the
/// futex inside `Mutex` on Linux, and would report false races.
final class PthreadLock<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

import Foundation

/// A value behind a pthread mutex (`NSLock`). Used instead of `Synchronization.Mutex` where
/// threads other than the Swift pool's meet (the libcurl loop): the thread sanitizer models
/// pthread mutexes, not the futex inside `Mutex` on Linux, and reports false races on it.
final class PthreadLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

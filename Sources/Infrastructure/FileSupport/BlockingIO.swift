import Dispatch

/// Runs file work that may wait (for another process's lock) on a Dispatch thread, so that the
/// wait never blocks the caller's actor (the main actor, in an app) or one of the Swift
/// concurrency pool's few threads.
public enum BlockingIO {
    /// The value `work` returns, or the error it throws, once it has run on a Dispatch thread.
    public static func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Result(catching: work))
            }
        }
        return try result.get()
    }
}

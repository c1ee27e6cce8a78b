import Dispatch
import MoviesDomain

/// Runs file work that may wait (for another process's lock) on a Dispatch thread, so that the
/// wait never blocks the caller's actor (the main actor, in the app) or one of the Swift
/// concurrency pool's few threads.
enum BlockingIO {
    static func run<Value: Sendable>(
        _ work: @escaping @Sendable () throws(MoviesError) -> Value
    ) async throws(MoviesError) -> Value {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, MoviesError>, Never>) in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Result(catching: work))
            }
        }
        return try result.get()
    }
}

import MoviesDomain
import Synchronization
import Threads

extension TMDBNetworkFetcher {
    /// `decode(body)` before `deadline`, so that the time bound covers decoding as it covers the
    /// transfer: past it the fetch fails as timed out, and the decoding, which cannot be stopped
    /// midway, runs on unseen and is dropped (the answer is neither shown nor cached).
    static func decode<Value: Sendable>(
        _ body: [UInt8], with decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        before deadline: ContinuousClock.Instant
    ) async throws(MoviesError) -> Value {
        let outcome = await withCheckedContinuation { continuation in
            let first = FirstOutcome<Value>(continuation)
            let timer = Task {
                guard (try? await Task.sleep(until: deadline)) != nil else { return }
                first.resume(with: .failure(.timedOut(message: "the answer took longer than its limit to read")))
            }
            // The decoding has a thread of its own, so that a long one never holds a thread of the
            // Swift pool the timer needs to end the wait (a pool of two, on two cores).
            let decoding: @Sendable () -> Void = {
                let result = Result { () throws(MoviesError) -> Value in try decode(body) }
                timer.cancel()
                first.resume(with: result)
            }
            if !DetachedThread.start(decoding) { Task.detached { decoding() } }
        }
        return try outcome.get()
    }
}

/// Resumes a continuation with the first of the outcomes it is given; the later ones are dropped.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Result<Value, MoviesError>, Never>?>

    init(_ continuation: CheckedContinuation<Result<Value, MoviesError>, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(with outcome: Result<Value, MoviesError>) {
        continuation.withLock { waiting in
            waiting?.resume(returning: outcome)
            waiting = nil
        }
    }
}

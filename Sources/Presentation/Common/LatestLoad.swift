/// Runs a screen's loads so that only the latest one runs: starting a load, or `cancel()`,
/// cancels the one in flight.
///
/// A load runs as a child task of the task that awaits it, not as a task of its own. So it
/// runs where its caller's work runs (a composition root that prefers one executor for a
/// command's work keeps the loads on it; `Task {}` would not inherit that preference), and
/// cancelling the caller cancels the load too. To be cancelled from outside as well, the load
/// runs beside a second child that waits for a stop signal; whichever ends first cancels the
/// other.
@MainActor
final class LatestLoad {
    /// Stops the load in flight; `nil` when none was started.
    private var stopCurrent: (@Sendable () -> Void)?

    /// Cancels the load in flight, then runs `load` and returns when it ended or was cancelled.
    func run(_ load: @escaping @MainActor @Sendable () async -> Void) async {
        cancel()
        let (stopped, stop) = AsyncStream<Void>.makeStream()
        stopCurrent = { stop.finish() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await load() }
            group.addTask { for await _ in stopped {} }  // ends on `stop.finish()` or cancellation
            await group.next()
            group.cancelAll()
        }
    }

    /// Cancels the load in flight, if any.
    func cancel() {
        stopCurrent?()
        stopCurrent = nil
    }
}

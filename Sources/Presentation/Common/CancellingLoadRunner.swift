/// Runs a screen's loads so that only the latest one runs: starting a load, or `cancel()`,
/// cancels the one in flight.
///
/// Each load is a task of its own, so that it can be cancelled from outside, started with
/// `Task.immediate`: it runs at once on the caller's actor until its first real wait, so a load
/// that never waits (the offline catalog, a cached page) finishes before `run` goes on, with no
/// trip through an executor's queue. Cancelling the task that awaits `run` cancels the load too.
@MainActor
final class CancellingLoadRunner {
    /// The load in flight; `nil` when none is.
    private var current: Task<Void, Never>?

    /// Cancels the load in flight, then runs `load` and returns when it ended or was cancelled.
    func run(_ load: @escaping @MainActor () async -> Void) async {
        cancel()
        let task = Task.immediate { @MainActor in await load() }
        current = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if current == task { current = nil }
    }

    /// Cancels the load in flight, if any.
    func cancel() {
        current?.cancel()
        current = nil
    }
}

/// Runs a screen's loads so that only the latest runs: a new load, `cancel()`, or cancelling the
/// task awaiting `run` cancels the one in flight. Each is a `Task.immediate`, so a load that
/// never waits (the catalog, a cached page) ends before `run` returns, with no executor hop.
@MainActor
final class CancellingLoadRunner {
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

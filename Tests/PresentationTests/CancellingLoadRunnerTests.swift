import Testing

@testable import MoviesPresentation

/// `CancellingLoadRunner` starts each load at once on the main actor: a load that never waits (the
/// catalog, a cached page) runs to its end before `run` returns, and nothing queued on the main
/// actor meanwhile runs in between; a load that waits still gives way, and can be cancelled.
@MainActor
struct CancellingLoadRunnerTests {
    /// What happened, in order.
    @MainActor final class Log {
        var events: [String] = []
    }

    @Test func aLoadThatNeverWaitsRunsToItsEndBeforeAnythingQueued() async {
        let loads = CancellingLoadRunner()
        let log = Log()
        let queued = Task { @MainActor in log.events.append("queued task") }

        await loads.run { log.events.append("load") }
        log.events.append("run returned")
        await queued.value

        #expect(log.events == ["load", "run returned", "queued task"])
    }

    @Test func aLoadThatWaitsGivesWayAndANewerLoadCancelsIt() async {
        let loads = CancellingLoadRunner()
        let log = Log()
        let (started, start) = AsyncStream<Void>.makeStream()
        let first = Task {
            await loads.run {
                start.yield()
                try? await Task.sleep(for: .seconds(600))  // ends early only when cancelled
                log.events.append(Task.isCancelled ? "first cancelled" : "first finished")
            }
        }
        for await _ in started { break }

        await loads.run { log.events.append("second") }
        await first.value

        // The newer load runs at once; the cancelled one ends when the main actor is next free.
        #expect(log.events == ["second", "first cancelled"])
    }
}

import Testing

/// A trait for suites whose tests hold their thread for long: they block while they wait (for a
/// `movies` process, tmux, a compiler, a script or the fixture server), or compute for seconds
/// (hostile inputs by the thousand): each of their tests runs on threads of its own
/// (`ThreadPerJobExecutor`) instead of Swift's cooperative pool, which has one thread per core
/// (two on a small machine), so that the async tests of the run never queue behind them. At
/// most `BlockingTestSlots.shared.count` of them run at once: as many as the pool let run
/// before, so that the machine is no busier than it was. A test's time limit counts its wait
/// for a slot too: under the thread sanitizer the last of them waits most of ten minutes, so
/// their suites' hang guard is thirty.
public struct OffThePool: SuiteTrait, TestTrait, TestScoping {
    /// The trait reaches every test of a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs one test case with the task executor preference of a thread per job, once a slot is free.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        try await BlockingTestSlots.shared.whileHolding {
            try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) {
                try await function()
            }
        }
    }
}

extension Trait where Self == OffThePool {
    /// Runs the suite's tests off the cooperative pool: see `OffThePool`.
    public static var offThePool: Self { OffThePool() }
}

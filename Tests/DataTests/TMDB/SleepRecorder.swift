/// The `TMDBNetworkFetcher.Sleep` of the tests: records each wait asked for and returns at once,
/// so that a test checks the retry rule (which waits, how many) without taking the time.
actor SleepRecorder {
    private(set) var waits: [Duration] = []

    /// Pass as `sleep:`.
    nonisolated var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in await self.record(duration) }
    }

    private func record(_ duration: Duration) {
        waits.append(duration)
    }
}

#if canImport(Glibc)
    @_exported import Glibc
#endif

/// Timing helpers shared by the micro-benchmarks.
enum Timing {
    static let clock = ContinuousClock()

    /// The median of `rounds` timings of `body` after `warmUp` untimed calls.
    static func median(
        rounds: Int, warmUp: Int = 3, _ body: () async throws -> Void
    ) async rethrows -> Duration {
        for _ in 0..<warmUp { try await body() }
        var times: [Duration] = []
        times.reserveCapacity(rounds)
        for _ in 0..<rounds {
            let start = clock.now
            try await body()
            times.append(clock.now - start)
        }
        return times.sorted()[rounds / 2]
    }

    /// Microseconds with one decimal.
    static func format(_ duration: Duration) -> String {
        let microseconds =
            Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6
        return "\((microseconds * 10).rounded() / 10) µs"
    }

    /// `label` padded to a column, then `value`.
    static func line(_ label: String, _ value: String) -> String {
        label + String(repeating: " ", count: max(1, 40 - label.count)) + value
    }
}

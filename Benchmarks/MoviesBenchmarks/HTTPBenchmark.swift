import CurlHTTP
import HTTPClientInterface
import MoviesData

/// `CurlHTTPClient` against the TMDB fixture server on 127.0.0.1 (`Benchmarks/run` starts it):
/// the timings and the memory the tests used to assert, measured here instead, each against
/// its target. Returns `false` when one is missed.
///
/// - parallel requests: 8 requests delayed 200 ms each, at once, against 1 of them alone
///   (target: ≤ 2.0×; one after the other they would take 8×);
/// - cancellation: from `Task.cancel()` to the stalled request's `cancelled` (target: median ≤ 200 ms);
/// - size cap: peak RSS growth while refusing a 50 MiB body at the 10 MiB cap (target: ≤ 24 MiB).
enum HTTPBenchmark {
    static func run(baseURL: String) async throws -> Bool {
        print("== HTTP client against the fixture server (in process)")
        let client = CurlHTTPClient(configuration: .init(userAgent: "movies-benchmarks"))
        let delayed = HTTPRequest(url: "\(baseURL)/fault/delay/200/3/search/movie?query=x&api_key=k")
        _ = try await client.send(HTTPRequest(url: "\(baseURL)/3/search/movie?query=x&api_key=k"))

        let one = try await Timing.median(rounds: 5, warmUp: 1) { _ = try await client.send(delayed) }
        let eight = try await Timing.median(rounds: 5, warmUp: 1) {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { _ = try await client.send(delayed) } }
                try await group.waitForAll()
            }
        }
        let parallel = eight / one
        print(Timing.line("8 requests at once ÷ 1 (200 ms each):", "\(ratio(parallel))  target ≤ 2.0"))

        let stalled = HTTPRequest(url: "\(baseURL)/fault/stall/20/3/search/movie?query=x&api_key=k")
        var latencies: [Duration] = []
        for _ in 0..<9 {
            let task = Task { () throws(HTTPClientError) -> HTTPResponse in try await client.send(stalled) }
            try await Task.sleep(for: .milliseconds(100))  // the request is out and stalled
            let cancelled = Timing.clock.now
            task.cancel()
            _ = await task.result
            latencies.append(Timing.clock.now - cancelled)
        }
        let cancelLatency = latencies.sorted()[latencies.count / 2]
        print(Timing.line("cancel a stalled request:", "\(Timing.format(cancelLatency)) median of 9  target ≤ 200 ms"))

        let huge = HTTPRequest(url: "\(baseURL)/fault/huge/50/3/search/movie?query=x&api_key=k")
        let before = ProcessMemory.residentBytes() ?? 0
        let reset = ProcessMemory.resetPeak()
        let refused: Bool
        do {
            _ = try await client.send(huge)
            refused = false
        } catch {
            refused = error == .responseTooLarge(limit: 10 * 1024 * 1024)
        }
        let growth = (ProcessMemory.peakResidentBytes() ?? 0) - before
        print(
            Timing.line(
                "refuse a 50 MiB body (10 MiB cap):",
                "peak RSS +\(growth / 1024) KiB\(reset ? "" : " (peak not reset)")  target ≤ 24 MiB"))

        return parallel <= 2.0 && cancelLatency <= .milliseconds(200) && refused && growth <= 24 * 1024 * 1024
    }

    private static func ratio(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}

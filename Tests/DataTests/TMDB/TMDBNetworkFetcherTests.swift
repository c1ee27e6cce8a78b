import CurlHTTP
import DataTestSupport
import DomainTestSupport
import Foundation
import MoviesDomain
import Synchronization
import TestScheduling
import Testing

@testable import MoviesData

/// `TMDBNetworkFetcher` over the real `CurlHTTPClient`, against the loopback fixture server:
/// each fault becomes its domain error, rate limits are waited out, credentials arrive and
/// never leak into an error. Waits before a retry go to a `SleepRecorder`, so the tests check
/// which waits were asked for, never how long anything took (Benchmarks/ measures that).
@Suite("TMDBNetworkFetcher", .offThePool, .timeLimit(.minutes(30)))
struct TMDBNetworkFetcherTests {
    static let apiKey = "fixture-api-key-5f3a9c"
    static let token = "fixture-bearer-token-e81b07"

    let server: FixtureServer
    /// Its 5 s limit counts from `send`, the start of a first request on a loaded machine included.
    let client = CurlHTTPClient(configuration: .init(userAgent: "movies/9.9.9", totalTimeout: .seconds(5)))
    /// For the cancellation test: its limits outlast the server's 100 s stall, so only the cancel
    /// can end the request early, however late a loaded machine runs the test.
    let patientClient = CurlHTTPClient(
        configuration: .init(userAgent: "movies/9.9.9", totalTimeout: .seconds(300), stallTimeout: .seconds(200)))
    let sleeps = SleepRecorder()

    init() throws {
        server = try FixtureServer.started()
    }

    private func fetcher(
        fault: String? = nil, credentials: TMDBCredentials = .apiKey(Self.apiKey),
        retryPolicy: TMDBRetryPolicy = .init(initialBackoff: .milliseconds(50)),
        sleep: TMDBNetworkFetcher.Sleep? = nil, patient: Bool = false, timeout: Duration? = nil
    ) throws -> TMDBNetworkFetcher {
        let configuration = try TMDBConfiguration(baseURL: server.baseURL(fault: fault), credentials: credentials)
        return TMDBNetworkFetcher(
            configuration: configuration, client: patient ? patientClient : client, retryPolicy: retryPolicy,
            timeout: timeout, sleep: sleep ?? sleeps.sleep)
    }

    private func searchPage(_ fetcher: TMDBNetworkFetcher, query: String = "alien") async throws(MoviesError)
        -> TMDBResponse<MoviesPage>
    {
        try await fetcher.fetch(
            .search(MovieFixtures.query(query), page: 1, options: .init()),
            decode: { bytes throws(MoviesError) in try TMDBMoviesPageDTO.decodePage(bytes, asked: 1) },
            cached: { _ in Issue.record("the network fetcher has no cache") })
    }

    /// The error fetching a search page threw, or a recorded issue when it succeeded.
    private func failure(
        _ fetcher: TMDBNetworkFetcher, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> MoviesError? {
        do {
            let page = try await searchPage(fetcher)
            Issue.record("expected a failure, got \(page.value.movies.count) movies", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Success

    @Test func decodesAPageFromTheNetwork() async throws {
        let response = try await searchPage(fetcher(), query: "Alien")
        #expect(response.origin == .network)
        #expect(response.value.movies.count == 20)
        #expect(response.value.movies.first?.title == "alien 1")
        #expect(response.value.totalResults == 100)
    }

    // MARK: - Faults

    /// One fault and the domain error it must become.
    struct Fault: Sendable, CustomTestStringConvertible {
        let path: String
        let error: String
        var testDescription: String { "\(path) → \(error)" }
    }

    static let faults: [Fault] = [
        .init(path: "unauthorized/3", error: "unauthorized"),
        .init(path: "unauthorized/7", error: "unauthorized"),
        .init(path: "unauthorized/10", error: "unauthorized"),
        .init(path: "not-found/6", error: "notFound"),
        .init(path: "not-found/34", error: "notFound"),
        .init(path: "status/400", error: "invalidRequest"),
        .init(path: "status/422", error: "invalidRequest"),
        .init(path: "status/500", error: "serverError"),
        .init(path: "status/502", error: "serverError"),
        .init(path: "status/503", error: "serverError"),
        .init(path: "status/504", error: "serverError"),
        .init(path: "rate-limit-no-retry-after", error: "rateLimited"),
        .init(path: "rate-limit/30", error: "rateLimited"),
        .init(path: "truncated", error: "invalidResponse"),
        .init(path: "cut-json", error: "invalidResponse"),
        .init(path: "invalid-json", error: "invalidResponse"),
        .init(path: "html", error: "invalidResponse"),
        .init(path: "huge/50", error: "invalidResponse"),
        .init(path: "redirect-loop", error: "invalidResponse"),
        .init(path: "redirect-file", error: "invalidResponse"),
        .init(path: "drop", error: "connectionLost"),
        .init(path: "reset", error: "connectionLost"),
        .init(path: "drop-after-headers", error: "invalidResponse"),
        .init(path: "http09", error: "invalidResponse"),
        .init(path: "bad-status-line", error: "invalidResponse"),
        .init(path: "stall/10", error: "timedOut"),
        .init(path: "echo-credentials", error: "unauthorized"),
    ]

    @Test(arguments: faults)
    func eachFaultBecomesItsDomainErrorWithoutTheAPIKey(fault: Fault) async throws {
        let error = try #require(await failure(try fetcher(fault: fault.path)))
        #expect(error.caseName == fault.error)
        #expect(!String(reflecting: error).contains(Self.apiKey))
        #expect(!String(describing: error).contains(Self.apiKey))
        #expect(!"\(error.localizedDescription)".contains(Self.apiKey))
        #expect(try server.stats().lastRequest?.query["api_key"] == Self.apiKey)
    }

    @Test(arguments: [3, 7, 10])
    func unauthorizedCarriesTMDBsMessage(code: Int) async throws {
        let messages = [
            3: "Authentication failed: You do not have permissions to access the service.",
            7: "Invalid API key: You must be granted a valid key.",
            10: "Suspended API key: Access to your account has been suspended, contact TMDB.",
        ]
        let error = await failure(try fetcher(fault: "unauthorized/\(code)"))
        #expect(error == .unauthorized(message: try #require(messages[code])))
    }

    @Test func serverErrorsKeepTheirStatusAndMessage() async throws {
        let error = await failure(try fetcher(fault: "status/503"))
        #expect(error == .serverError(status: 503, message: "The API is undergoing maintenance. Try again later."))
    }

    @Test func aStallLongerThanTheTotalTimeoutIsATimeout() async throws {
        // The server stalls 10 s; only the client's 5 s total timeout can end the wait as `timedOut`.
        let error = await failure(try fetcher(fault: "stall/10"))
        #expect(error?.caseName == "timedOut")
    }

    @Test func aRefusedConnectionIsNotConnected() async throws {
        let closed = try FixtureServer.started()
        let base = closed.baseURL()
        closed.stop()
        let configuration = try TMDBConfiguration(baseURL: base, credentials: .apiKey(Self.apiKey))
        let error = await failure(TMDBNetworkFetcher(configuration: configuration, client: client))
        #expect(error?.caseName == "notConnected")
    }

    @Test func aCancelledFetchIsCancelled() async throws {
        // The server stalls 100 s and the client waits longer: `cancelled` came from the cancel.
        let fetcher = try fetcher(fault: "stall/100", patient: true)
        let task = Task { () throws(MoviesError) -> TMDBResponse<MoviesPage> in try await searchPage(fetcher) }
        try await waitForRequests(1)
        task.cancel()
        let result = await task.result
        #expect(throws: MoviesError.cancelled) { try result.get() }
    }

    // MARK: - Rate limits

    @Test func a429WithRetryAfterOneIsRetriedAfterWaitingOneSecond() async throws {
        let response = try await searchPage(try fetcher(fault: "rate-limit-once/1"))
        #expect(response.value.movies.count == 20)
        #expect(await sleeps.waits == [.seconds(1)])
        #expect(try server.stats().requests == 2)
    }

    @Test func a429WithoutRetryAfterBacksOffAndRetries() async throws {
        let response = try await searchPage(try fetcher(fault: "rate-limit-once-no-retry-after"))
        #expect(response.value.movies.count == 20)
        #expect(await sleeps.waits == [.milliseconds(50)], "the policy's first backoff")
        #expect(try server.stats().requests == 2)
    }

    @Test func retriesAtMostTwiceThenReportsTheRateLimit() async throws {
        let error = await failure(try fetcher(fault: "rate-limit/1", retryPolicy: .init()))
        #expect(
            error
                == .rateLimited(
                    retryAfter: .seconds(1), message: "Your request count (41) is over the allowed limit of 40."))
        #expect(try server.stats().requests == 3)
        #expect(await sleeps.waits == [.seconds(1), .seconds(1)])
    }

    @Test func aRetryAfterBeyondTheTenSecondBudgetIsNotWaitedFor() async throws {
        let error = await failure(try fetcher(fault: "rate-limit/30", retryPolicy: .init()))
        #expect(await sleeps.waits.isEmpty)
        #expect(error?.caseName == "rateLimited")
        if case .rateLimited(let retryAfter, _) = error { #expect(retryAfter == .seconds(30)) }
        #expect(try server.stats().requests == 1)
    }

    @Test func cancellingDuringARetryWaitIsCancelled() async throws {
        // A wait that only a cancel can end: the retry never comes, however late the cancel.
        let fetcher = try fetcher(
            fault: "rate-limit/5", retryPolicy: .init(), sleep: { _ in try await Task.sleep(for: .seconds(3600)) })
        let task = Task { () throws(MoviesError) -> TMDBResponse<MoviesPage> in try await searchPage(fetcher) }
        try await waitForRequests(1)
        task.cancel()
        let result = await task.result
        #expect(throws: MoviesError.cancelled) { try result.get() }
    }

    @Test func theTimeoutBoundsTheAttemptsAndTheWaitsTogether() async throws {
        // Every answer takes 2 s and is a 429 to retry at once: attempts alone would make three
        // requests (6 s). Within 3 s in all, the second attempt is cut short, or (on a machine so
        // loaded that the first answer is read after the deadline) never made.
        let fetcher = try fetcher(fault: "delay/2000/fault/rate-limit/0", patient: true, timeout: .seconds(3))
        let error = await failure(fetcher)
        #expect(["timedOut", "rateLimited"].contains(error?.caseName), "\(String(describing: error))")
        #expect(try server.stats().requests < 3)
    }

    @Test func theTimeoutBoundsTheDecodingToo() async throws {
        // The decoding holds until the test lets it go: only the deadline can end the fetch.
        let gate = DecodingGate()
        defer { gate.open() }
        let fetcher = try fetcher(timeout: .seconds(3))
        do {
            let response = try await fetcher.fetch(
                .search(MovieFixtures.query("alien"), page: 1, options: .init()),
                decode: { body throws(MoviesError) in
                    gate.pass()
                    return body.count
                }, cached: { _ in })
            Issue.record("expected a timeout, got \(response.value) bytes")
        } catch {
            #expect(error.caseName == "timedOut", "\(error)")
        }
        #expect(gate.reached, "the answer arrived, and its decoding began, before the deadline")
    }

    @Test func aWaitThatWouldOutlastTheTimeoutIsNotMade() async throws {
        let error = await failure(try fetcher(fault: "rate-limit/5", retryPolicy: .init(), timeout: .seconds(3)))
        #expect(error?.caseName == "rateLimited")
        #expect(await sleeps.waits.isEmpty)
        #expect(try server.stats().requests == 1)
    }

    @Test func anAbsurdRetryAfterIsCappedAtADay() async throws {
        let error = await failure(try fetcher(fault: "rate-limit/9223372036854775807", retryPolicy: .init()))
        #expect(
            error
                == .rateLimited(
                    retryAfter: .seconds(86_400), message: "Your request count (41) is over the allowed limit of 40."))
    }

    // MARK: - Credentials

    @Test func anAPIKeyIsSentAsTheApiKeyParameterOnly() async throws {
        _ = try await searchPage(fetcher(credentials: .apiKey(Self.apiKey)))
        let request = try #require(try server.stats().lastRequest)
        #expect(request.query["api_key"] == Self.apiKey)
        #expect(request.headers["authorization"] == nil)
        #expect(request.query["query"] == "alien")
    }

    @Test func aBearerTokenIsSentAsAnAuthorizationHeaderOnly() async throws {
        _ = try await searchPage(fetcher(credentials: .bearerToken(Self.token)))
        let request = try #require(try server.stats().lastRequest)
        #expect(request.headers["authorization"] == "Bearer \(Self.token)")
        #expect(request.query["api_key"] == nil)
    }

    @Test func aBearerTokenIsNotForwardedToAnotherHostOnRedirect() async throws {
        let error = await failure(try fetcher(fault: "redirect-other-host", credentials: .bearerToken(Self.token)))
        #expect(error == .unauthorized(message: "Invalid API key: You must be granted a valid key."))
        let redirected = try #require(try server.stats().lastRequest)
        #expect(redirected.headers["host"] == "localhost:\(server.port)")
        #expect(redirected.headers["authorization"] == nil)
    }

    @Test(arguments: [TMDBCredentials.apiKey(apiKey), .bearerToken(token)])
    func aServerEchoingTheCredentialsGetsThemRedactedFromTheError(credentials: TMDBCredentials) async throws {
        let error = try #require(await failure(try fetcher(fault: "echo-credentials", credentials: credentials)))
        let texts = [String(reflecting: error), String(describing: error), "\(error)"]
        for text in texts {
            #expect(!text.contains(Self.apiKey))
            #expect(!text.contains(Self.token))
        }
        #expect(texts[0].contains("[redacted]"), "the echo was expected to be scrubbed, not absent: \(texts[0])")
    }

    /// A one-letter key is in most words of the answer: each occurrence in what the server said
    /// is replaced once, and the marker is never scanned again (`Inv[redacted]lid`, not
    /// `Inv[red[redacted]cted]lid`).
    @Test func aOneLetterKeyIsRedactedInOnePass() async throws {
        let error = try #require(await failure(try fetcher(fault: "echo-url", credentials: .apiKey("a"))))
        guard case .unauthorized(let message) = error else { return #expect(Bool(false), "got \(error)") }
        #expect(message.hasPrefix("Inv[redacted]lid API key [[redacted]] <[redacted]> in /"), "\(message)")
        #expect(!message.contains("[red[redacted]"), "\(message)")
    }

    // MARK: - Helpers

    /// Polls the server until `count` requests arrived; no deadline of its own (see
    /// `CurlHTTPClientTests.waitUntil`): the suite's time limit reports a hang.
    private func waitForRequests(_ count: Int) async throws {
        while (try? server.stats().requests) ?? 0 < count {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}

/// Holds a decoding until `open`, or for a minute at most (so that a fetcher whose deadline
/// does not cover decoding gets its answer late, and the test says so, instead of hanging):
/// `reached` says whether one began.
private final class DecodingGate: Sendable {
    private let opened = DispatchSemaphore(value: 0)
    private let began = Mutex(false)

    var reached: Bool { began.withLock { $0 } }

    func pass() {
        began.withLock { $0 = true }
        _ = opened.wait(timeout: .now() + 60)
        opened.signal()
    }

    func open() {
        opened.signal()
    }
}

import DataTestSupport
import Foundation
import HTTPClientInterface
import TestScheduling
import Testing

@testable import CurlHTTP

/// `CurlHTTPClient` against the loopback fixture server. Each test checks what happened (the
/// error, the requests and connections the server saw), never how long it took or how much
/// memory it used: `Benchmarks/` measures those (the `http` micro-benchmarks).
@Suite("CurlHTTPClient", .offThePool, .timeLimit(.minutes(30)))
struct CurlHTTPClientTests {
    /// One server per test (Swift Testing makes one suite value per test); it stops when released.
    let server: FixtureServer

    init() throws {
        server = try FixtureServer.started()
    }

    private func client(
        totalTimeout: Duration = .seconds(30),
        stallTimeout: Duration = .seconds(15),
        maxResponseBytes: Int = 10 * 1024 * 1024,
        idleConnectionLifetime: Duration = .seconds(118)
    ) -> CurlHTTPClient {
        CurlHTTPClient(
            configuration: .init(
                userAgent: "movies/9.9.9", totalTimeout: totalTimeout, stallTimeout: stallTimeout,
                maxResponseBytes: maxResponseBytes, idleConnectionLifetime: idleConnectionLifetime))
    }

    private func searchURL(fault: String? = nil, query: String = "alien") -> String {
        "\(server.baseURL(fault: fault))/search/movie?query=\(query)&api_key=k"
    }

    /// The error `send` threw, or a recorded issue when it succeeded.
    private func failure(
        of request: HTTPRequest, with client: CurlHTTPClient, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> HTTPClientError? {
        do {
            let response = try await client.send(request)
            Issue.record("expected a failure, got HTTP \(response.status)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Requests and responses

    @Test func readsStatusHeadersAndADecompressedBody() async throws {
        let response = try await client().send(HTTPRequest(url: searchURL(), headers: ["Accept": "application/json"]))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json;charset=utf-8")
        #expect(response.header("content-encoding") == "gzip")
        #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("{\"page\": 1"))
        let request = try #require(try server.stats().lastRequest)
        #expect(request.headers["user-agent"] == "movies/9.9.9")
        #expect(request.headers["accept"] == "application/json")
        #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func readsErrorBodiesInsteadOfFailing() async throws {
        let response = try await client().send(HTTPRequest(url: searchURL(fault: "status/500")))
        #expect(response.status == 500)
        #expect(String(decoding: response.body, as: UTF8.self).contains("\"status_code\": 11"))
    }

    @Test func refusesHeadersThatWouldSplitTheRequest() async {
        let error = await failure(
            of: HTTPRequest(url: searchURL(), headers: ["X-Evil": "a\r\nInjected: yes"]), with: client())
        #expect(error == .invalidURL(message: "a request header contains a line break"))
        #expect((try? server.stats().requests) == 0)
    }

    // MARK: - Connections

    @Test func twentySequentialRequestsShareOneConnection() async throws {
        // A loaded machine (CI under the thread sanitizer) may pause the test between two
        // requests for longer than libcurl's default 118 s, which would rightly reconnect.
        let client = client(idleConnectionLifetime: .seconds(3600))
        for page in 1...20 {
            let response = try await client.send(HTTPRequest(url: "\(searchURL())&page=\(page)"))
            #expect(response.status == 200)
        }
        let stats = try server.stats()
        #expect(stats.requests == 20)
        #expect(stats.connections == 1)
    }

    @Test func aConnectionIdleLongerThanItsLifetimeIsReplaced() async throws {
        let client = client(idleConnectionLifetime: .seconds(1))
        #expect(try await client.send(HTTPRequest(url: searchURL())).status == 200)
        try await Task.sleep(for: .milliseconds(2100))
        #expect(try await client.send(HTTPRequest(url: searchURL())).status == 200)
        #expect(try server.stats().connections == 2)
    }

    @Test func eightConcurrentRequestsRunOnEightConnectionsAtOnce() async throws {
        let client = client()
        let url = searchURL(fault: "delay/200")
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try await client.send(HTTPRequest(url: url)).status } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 8))
        // One after the other, they would have reused one connection (see the test above).
        #expect(try server.stats().connections == 8)
    }

    // MARK: - Timeouts and cancellation

    // The server stalls longer than every limit but the one under test (total 30 s and stall
    // 15 s unless a test lowers one), so a `timedOut` can only come from that limit.

    @Test func aStallLongerThanTheTotalTimeoutFails() async {
        let error = await failure(
            of: HTTPRequest(url: searchURL(fault: "stall/10")), with: client(totalTimeout: .seconds(2)))
        #expect(error?.caseName == "timedOut")
    }

    @Test func aServerSilentForLongerThanTheStallTimeoutFails() async {
        let error = await failure(
            of: HTTPRequest(url: searchURL(fault: "stall/10")), with: client(stallTimeout: .seconds(1)))
        #expect(error?.caseName == "timedOut")
    }

    /// libcurl judges speed over its last 5 s of samples, so a body that stops after a burst
    /// is abandoned up to 5 s after the stall timeout proper: still well before the server's 20 s.
    @Test func aBodyThatStopsHalfwayFailsOnTheStallTimeout() async {
        let error = await failure(
            of: HTTPRequest(url: searchURL(fault: "stall-body/20")), with: client(stallTimeout: .seconds(1)))
        #expect(error?.caseName == "timedOut")
    }

    /// Limits that outlast the server's 100 s stall, so that only a cancel ends the request
    /// early, however late a loaded machine runs the test.
    private func patientClient() -> CurlHTTPClient {
        client(totalTimeout: .seconds(300), stallTimeout: .seconds(200))
    }

    @Test func cancellingAStalledRequestCancelsIt() async throws {
        let client = patientClient()
        let request = HTTPRequest(url: searchURL(fault: "stall/100"))
        let task = Task { () throws(HTTPClientError) -> HTTPResponse in try await client.send(request) }
        try await waitUntil { (try? self.server.stats().requests) == 1 }
        task.cancel()
        let result = await task.result
        #expect(throws: HTTPClientError.cancelled) { try result.get() }
    }

    @Test func aTaskCancelledBeforeSendingNeverReachesTheServer() async throws {
        let client = client()
        let url = searchURL()
        let task = Task { () throws(HTTPClientError) -> HTTPResponse in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(HTTPRequest(url: url))
        }
        let result = await task.result
        #expect(throws: HTTPClientError.cancelled) { try result.get() }
        #expect(try server.stats().requests == 0)
    }

    @Test func theClientStillWorksAfterACancellation() async throws {
        let client = patientClient()
        let stalled = Task { () throws(HTTPClientError) -> HTTPResponse in
            try await client.send(HTTPRequest(url: self.searchURL(fault: "stall/100")))
        }
        try await waitUntil { (try? self.server.stats().requests) == 1 }
        stalled.cancel()
        _ = await stalled.result
        #expect(try await client.send(HTTPRequest(url: searchURL())).status == 200)
    }

    // MARK: - Size cap

    @Test(arguments: ["huge/50", "huge-length/50"])
    func aFiftyMebibyteBodyIsRefusedAtTheCap(fault: String) async throws {
        let error = await failure(of: HTTPRequest(url: searchURL(fault: fault)), with: client())
        #expect(error == .responseTooLarge(limit: 10 * 1024 * 1024))
    }

    @Test func aBodyAtTheCapIsAccepted() async throws {
        let response = try await client(maxResponseBytes: 1024 * 1024).send(
            HTTPRequest(url: searchURL(fault: "huge/1")))
        #expect(response.body.count == 1024 * 1024)
    }

    // MARK: - Redirects

    @Test func followsFiveRedirects() async throws {
        let response = try await client().send(HTTPRequest(url: searchURL(fault: "redirects/5")))
        #expect(response.status == 200)
        #expect(try server.stats().requests == 6)
    }

    @Test(arguments: ["redirects/6", "redirect-loop", "redirect-file", "redirect-ftp"])
    func refusesMoreThanFiveRedirectsAndOtherProtocols(fault: String) async {
        let error = await failure(of: HTTPRequest(url: searchURL(fault: fault)), with: client())
        #expect(error?.caseName == "redirectRefused")
    }

    @Test(arguments: ["redirect-to/127.0.0.2", "redirect-to/example.com"])
    func refusesARedirectToPlainHTTPOffThisMachineBeforeSendingIt(fault: String) async throws {
        let error = await failure(of: HTTPRequest(url: searchURL(fault: fault)), with: client())
        #expect(error?.caseName == "redirectRefused")
        #expect(try server.stats().requests == 1)
    }

    @Test func refusesPlainHTTPOffThisMachine() async {
        let error = await failure(of: HTTPRequest(url: "http://127.0.0.2/3/search/movie"), with: client())
        #expect(error?.caseName == "invalidURL")
    }

    @Test func theTimeoutCoversEveryRedirect() async throws {
        // Three hops of 1 s each, 3 s in all, over the request's 2.5 s: each hop alone is within it.
        let url = searchURL(fault: "delay/1000/fault/redirects/2")
        let error = await failure(of: HTTPRequest(url: url, timeout: .milliseconds(2500)), with: client())
        #expect(error?.caseName == "timedOut")
        #expect(try server.stats().requests >= 2)
    }

    @Test func refusesNonHTTPURLs() async {
        let error = await failure(of: HTTPRequest(url: "file:///etc/passwd"), with: client())
        #expect(error?.caseName == "invalidURL")
    }

    // MARK: - Broken answers

    @Test(arguments: ["truncated", "drop-after-headers", "http09", "bad-status-line"])
    func brokenAnswersAreInvalidResponses(fault: String) async {
        let error = await failure(of: HTTPRequest(url: searchURL(fault: fault)), with: client())
        #expect(error?.caseName == "invalidResponse")
    }

    /// Closed or reset before any answer: the connection was lost, and the request is not sent
    /// again on a new one.
    @Test(arguments: ["drop", "reset"])
    func aConnectionCutBeforeAnyAnswerIsLost(fault: String) async throws {
        let error = await failure(of: HTTPRequest(url: searchURL(fault: fault)), with: client())
        #expect(error?.caseName == "connectionLost")
        #expect(try server.stats().requests == 1)
    }

    @Test func aRefusedConnectionCannotConnect() async throws {
        let closed = try FixtureServer.started()
        let port = closed.port
        closed.stop()
        let error = await failure(of: HTTPRequest(url: "http://127.0.0.1:\(port)/3/configuration"), with: client())
        #expect(error?.caseName == "cannotConnect")
    }

    // MARK: - Lifetime

    @Test func releasingTheClientEndsItsThread() async throws {
        var client: CurlHTTPClient? = self.client()
        #expect(try await client?.send(HTTPRequest(url: searchURL())).status == 200)
        weak let loop = client?.loop
        #expect(loop != nil)
        client = nil
        try await waitUntil { loop == nil }
    }

    /// Polls `condition` every 10 ms until it holds. No deadline of its own: on a loaded machine
    /// the task it waits for may start late, and a condition that never holds is a hang, which
    /// the suite's time limit reports.
    private func waitUntil(_ condition: @escaping @Sendable () -> Bool) async throws {
        while !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}

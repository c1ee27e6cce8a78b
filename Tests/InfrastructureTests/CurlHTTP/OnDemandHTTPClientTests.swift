import CurlHTTP
import HTTPClientInterface
import Testing
import Threads

struct OnDemandHTTPClientTests {
    @Test func makesNoClientUntilTheFirstRequest() {
        let made = MakeCounter()
        _ = OnDemandHTTPClient { made.make() }

        #expect(made.count == 0)
    }

    @Test func makesTheClientOnceForEveryRequest() async throws {
        let made = MakeCounter()
        let client = OnDemandHTTPClient { made.make() }

        async let first = client.send(HTTPRequest(url: "http://127.0.0.1/a"))
        async let second = client.send(HTTPRequest(url: "http://127.0.0.1/b"))
        let statuses = try await [first.status, second.status]
        let third = try await client.send(HTTPRequest(url: "http://127.0.0.1/c"))

        #expect(statuses == [204, 204])
        #expect(third.status == 204)
        #expect(made.count == 1)
    }
}

/// Counts how many clients were made; each answers 204 without any I/O.
private final class MakeCounter: Sendable {
    private let counter = PthreadLocked(0)

    var count: Int { counter.withLock { $0 } }

    func make() -> any HTTPClient {
        counter.withLock { $0 += 1 }
        return NoContentHTTPClient()
    }
}

private struct NoContentHTTPClient: HTTPClient {
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        HTTPResponse(status: 204)
    }
}

import HTTPClientInterface
import Threads

/// An `HTTPClient` that makes its real client at the first request. `CurlHTTPClient` starts
/// libcurl and a thread when it is made; a search answered from a fresh cache entry never
/// sends a request, and so never pays for either.
public final class OnDemandHTTPClient: HTTPClient {
    private let make: @Sendable () -> any HTTPClient
    private let client = PthreadLocked<(any HTTPClient)?>(nil)

    /// Creates a client that calls `make` at the first request, once.
    public init(_ make: @escaping @Sendable () -> any HTTPClient) {
        self.make = make
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let client = client.withLock { client in
            if let client { return client }
            let made = make()
            client = made
            return made
        }
        return try await client.send(request)
    }
}

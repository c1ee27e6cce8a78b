import MoviesData

/// An `HTTPClient` that makes its real client at the first request. `CurlHTTPClient` starts
/// libcurl and a thread when it is made; a search answered from a fresh cache entry never
/// sends a request, and so never pays for either.
final class OnDemandHTTPClient: HTTPClient {
    private let make: @Sendable () -> any HTTPClient
    private let client = PthreadLock<(any HTTPClient)?>(nil)

    init(_ make: @escaping @Sendable () -> any HTTPClient) {
        self.make = make
    }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let client = client.withLock { client in
            if let client { return client }
            let made = make()
            client = made
            return made
        }
        return try await client.send(request)
    }
}

/// Sends HTTP requests. `CurlHTTPClient` is the real one; tests of the layers above may use a
/// double, but TMDB's tests go through the real client to a loopback server.
public protocol HTTPClient: Sendable {
    /// The response to `request`, whatever its status; throws only when there is none.
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
}

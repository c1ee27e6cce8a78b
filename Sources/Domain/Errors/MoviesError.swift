/// Why fetching movies failed, in terms a view model explains without knowing HTTP or files.
/// `message` carries what the server or system said, never a credential.
public enum MoviesError: Error, Sendable, Hashable {
    /// The network cannot be reached: connection refused, host unknown, offline.
    case notConnected(message: String)
    /// The network was reached, but the connection was closed or reset before an answer came.
    case connectionLost(message: String)
    /// TLS failed (an unverified certificate): the connection cannot be trusted.
    case insecureConnection(message: String)
    /// No TLS connection was set up: the address does not answer in TLS (https), or the
    /// handshake broke.
    case tlsHandshakeFailed(message: String)
    /// The network was reached but did not answer in time.
    case timedOut(message: String)
    /// The credentials were refused.
    case unauthorized(message: String)
    /// The movie or resource does not exist.
    case notFound(message: String)
    /// The server refused the request as malformed (HTTP 400, 422).
    case invalidRequest(message: String)
    /// Too many requests; `retryAfter` is how long the server asked to wait, when it said.
    case rateLimited(retryAfter: Duration?, message: String)
    /// The server failed (HTTP 5xx).
    case serverError(status: Int, message: String)
    /// The response was not what was expected: invalid or truncated JSON, HTML, too large.
    case invalidResponse(message: String)
    /// A page the source does not serve was asked for (under 1, or past the last it serves).
    case invalidPage(Int)
    /// Offline mode and nothing cached for this request.
    case notCached
    /// Local storage (cache, recent queries) failed.
    case storage(message: String)
    /// The task was cancelled.
    case cancelled
}

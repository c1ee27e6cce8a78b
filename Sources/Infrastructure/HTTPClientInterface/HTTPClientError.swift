/// Why an HTTP exchange produced no response. Messages come from libcurl and name hosts, not
/// URLs, so they never carry a query string.
public enum HTTPClientError: Error, Sendable, Hashable {
    /// No connection: refused, host unknown, network unreachable, proxy unreachable.
    case cannotConnect(message: String)
    /// The connection was made, then closed or reset before an answer came: nothing at all
    /// (libcurl's "Empty reply from server"), or a send or receive that failed on it.
    case connectionLost(message: String)
    /// The connect, total or stall timeout expired.
    case timedOut(message: String)
    /// The body grew past the configured size cap (`limit` bytes) and the transfer was aborted.
    case responseTooLarge(limit: Int)
    /// Too many redirects, or a redirect to a protocol other than http/https.
    case redirectRefused(message: String)
    /// The server's answer was cut short or undecodable at the HTTP level (no status line, as
    /// HTTP/0.9 sends none, or one of an unknown version).
    case invalidResponse(message: String)
    /// TLS failed: the certificate did not verify, or was refused.
    case insecureConnection(message: String)
    /// No TLS connection was set up: the server at that address does not answer in TLS (a plain
    /// http server behind an `https://` address: OpenSSL's "wrong version number"), or the
    /// handshake broke before any certificate was checked.
    case tlsHandshakeFailed(message: String)
    /// The URL is not a valid http/https URL.
    case invalidURL(message: String)
    /// The Swift task was cancelled; the transfer was aborted.
    case cancelled
    /// libcurl could not be set up, or failed in a way none of the cases above describes.
    case failed(code: Int, message: String)
}

import MoviesDomain

extension MoviesError {
    /// Whether the network gave no answer, rather than answered "no": only then may a cached copy
    /// stand in (over `unauthorized` it would hide a revoked key, over `notFound` a deleted movie).
    var isNetworkFailure: Bool {
        switch self {
        case .notConnected, .connectionLost, .insecureConnection, .tlsHandshakeFailed, .timedOut, .serverError,
            .rateLimited, .invalidResponse:
            true
        case .unauthorized, .notFound, .invalidRequest, .invalidPage, .notCached, .storage, .cancelled: false
        }
    }

    /// Why the network failed, for a notice.
    var networkFailureReason: String {
        switch self {
        case .notConnected(let message): Self.reason("TMDB cannot be reached", message)
        case .connectionLost(let message): Self.reason("TMDB closed the connection without answering", message)
        case .insecureConnection(let message): Self.reason("TMDB's certificate could not be verified", message)
        case .tlsHandshakeFailed(let message): Self.reason("TMDB's address does not answer in TLS (https)", message)
        case .timedOut(let message): Self.reason("TMDB did not answer in time", message)
        case .serverError(let status, let message): Self.reason("TMDB server error \(status)", message)
        case .rateLimited(_, let message): Self.reason("TMDB is rate limiting requests", message)
        case .invalidResponse(let message): Self.reason("TMDB sent an invalid response", message)
        case .unauthorized(let message), .notFound(let message), .invalidRequest(let message),
            .storage(let message):
            message
        case .invalidPage(let page): "page \(page) does not exist"
        case .notCached: "not cached"
        case .cancelled: "cancelled"
        }
    }

    private static func reason(_ summary: String, _ detail: String) -> String {
        detail.isEmpty ? summary : "\(summary) (\(detail))"
    }
}

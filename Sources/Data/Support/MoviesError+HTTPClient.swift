import HTTPClientInterface
import MoviesDomain

extension MoviesError {
    /// The domain's reading of a failed HTTP exchange.
    init(_ error: HTTPClientError) {
        switch error {
        case .cannotConnect(let message): self = .notConnected(message: message)
        case .connectionLost(let message): self = .connectionLost(message: message)
        case .timedOut(let message): self = .timedOut(message: message)
        case .responseTooLarge(let limit):
            self = .invalidResponse(message: "the response is larger than \(limit / 1024 / 1024) MiB; refused")
        // The client's refusals say what was refused ("a redirect to ftp:// was refused").
        case .redirectRefused(let message): self = .invalidResponse(message: message)
        case .invalidResponse(let message): self = .invalidResponse(message: message)
        case .insecureConnection(let message): self = .insecureConnection(message: message)
        case .tlsHandshakeFailed(let message): self = .tlsHandshakeFailed(message: message)
        case .invalidURL(let message): self = .invalidRequest(message: message)
        case .cancelled: self = .cancelled
        case .failed(_, let message): self = .notConnected(message: message)
        }
    }

    /// The same error with `credentials`' secret scrubbed from its message.
    func redacted(by credentials: TMDBCredentials) -> MoviesError {
        let scrub = credentials.redacting
        return switch self {
        case .notConnected(let message): .notConnected(message: scrub(message))
        case .connectionLost(let message): .connectionLost(message: scrub(message))
        case .insecureConnection(let message): .insecureConnection(message: scrub(message))
        case .tlsHandshakeFailed(let message): .tlsHandshakeFailed(message: scrub(message))
        case .timedOut(let message): .timedOut(message: scrub(message))
        case .unauthorized(let message): .unauthorized(message: scrub(message))
        case .notFound(let message): .notFound(message: scrub(message))
        case .invalidRequest(let message): .invalidRequest(message: scrub(message))
        case .rateLimited(let retryAfter, let message): .rateLimited(retryAfter: retryAfter, message: scrub(message))
        case .serverError(let status, let message): .serverError(status: status, message: scrub(message))
        case .invalidResponse(let message): .invalidResponse(message: scrub(message))
        case .storage(let message): .storage(message: scrub(message))
        case .invalidPage, .notCached, .cancelled: self
        }
    }
}

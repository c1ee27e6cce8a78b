import CurlHTTP
import MoviesDomain

extension MoviesError {
    /// The domain's reading of a failed HTTP exchange.
    init(_ error: HTTPClientError) {
        switch error {
        case .cannotConnect(let message): self = .notConnected(message: message)
        case .timedOut(let message): self = .timedOut(message: message)
        case .responseTooLarge(let limit):
            self = .invalidResponse(message: "the response is larger than \(limit / 1024 / 1024) MiB; refused")
        case .redirectRefused(let message): self = .invalidResponse(message: "redirect refused: \(message)")
        case .invalidResponse(let message): self = .invalidResponse(message: message)
        case .insecureConnection(let message): self = .insecureConnection(message: message)
        case .invalidURL(let message): self = .invalidRequest(message: message)
        case .cancelled: self = .cancelled
        case .failed(_, let message): self = .notConnected(message: message)
        }
    }

    /// The same error with `credentials`' secret scrubbed from its message.
    func redacted(by credentials: TMDBCredentials) -> MoviesError {
        switch self {
        case .notConnected(let message): .notConnected(message: credentials.redacting(message))
        case .insecureConnection(let message): .insecureConnection(message: credentials.redacting(message))
        case .timedOut(let message): .timedOut(message: credentials.redacting(message))
        case .unauthorized(let message): .unauthorized(message: credentials.redacting(message))
        case .notFound(let message): .notFound(message: credentials.redacting(message))
        case .invalidRequest(let message): .invalidRequest(message: credentials.redacting(message))
        case .rateLimited(let retryAfter, let message):
            .rateLimited(retryAfter: retryAfter, message: credentials.redacting(message))
        case .serverError(let status, let message):
            .serverError(status: status, message: credentials.redacting(message))
        case .invalidResponse(let message): .invalidResponse(message: credentials.redacting(message))
        case .storage(let message): .storage(message: credentials.redacting(message))
        case .invalidPage, .notCached, .cancelled: self
        }
    }
}

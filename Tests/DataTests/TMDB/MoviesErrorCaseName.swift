import MoviesDomain

extension MoviesError {
    /// The case without its payload, so that a failed expectation prints what came instead.
    var caseName: String {
        switch self {
        case .notConnected: "notConnected"
        case .connectionLost: "connectionLost"
        case .insecureConnection: "insecureConnection"
        case .tlsHandshakeFailed: "tlsHandshakeFailed"
        case .timedOut: "timedOut"
        case .unauthorized: "unauthorized"
        case .notFound: "notFound"
        case .invalidRequest: "invalidRequest"
        case .rateLimited: "rateLimited"
        case .serverError: "serverError"
        case .invalidResponse: "invalidResponse"
        case .invalidPage: "invalidPage"
        case .notCached: "notCached"
        case .storage: "storage"
        case .cancelled: "cancelled"
        }
    }
}

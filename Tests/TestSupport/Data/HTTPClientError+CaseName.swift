import HTTPClientInterface

extension HTTPClientError {
    /// The case without its payload, so that a failed expectation prints what came instead.
    public var caseName: String {
        switch self {
        case .cannotConnect: "cannotConnect"
        case .connectionLost: "connectionLost"
        case .timedOut: "timedOut"
        case .responseTooLarge: "responseTooLarge"
        case .redirectRefused: "redirectRefused"
        case .invalidResponse: "invalidResponse"
        case .insecureConnection: "insecureConnection"
        case .tlsHandshakeFailed: "tlsHandshakeFailed"
        case .invalidURL: "invalidURL"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

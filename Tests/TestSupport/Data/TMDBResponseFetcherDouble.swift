import MoviesData
import MoviesDomain
import Testing

/// A `TMDBResponseFetching` that answers the bodies a test set, by `TMDBEndpoint.relativeURL`, and
/// records every endpoint it was asked for. A request with no answer set records a test issue
/// and throws, so a test that expects no request fails loudly when one is made.
public actor TMDBResponseFetcherDouble: TMDBResponseFetching {
    /// Answers by cache key: a body (run through the caller's `decode`) or an error.
    public private(set) var responses: [String: Result<[UInt8], MoviesError>] = [:]
    /// Every endpoint asked for, in order.
    public private(set) var requests: [TMDBEndpoint] = []

    public init() {}

    public func respond(_ result: Result<[UInt8], MoviesError>, to endpoint: TMDBEndpoint) {
        responses[endpoint.relativeURL] = result
    }

    /// Answers `endpoint` with `json` as its body.
    public func respond(json: String, to endpoint: TMDBEndpoint) {
        respond(.success(Array(json.utf8)), to: endpoint)
    }

    // MARK: - TMDBResponseFetching

    public func fetch<Value: Sendable>(
        _ endpoint: TMDBEndpoint,
        decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        cached: @escaping @Sendable (TMDBResponse<Value>) async -> Void
    ) async throws(MoviesError) -> TMDBResponse<Value> {
        requests.append(endpoint)
        guard let response = responses[endpoint.relativeURL] else {
            Issue.record("TMDBResponseFetcherDouble.fetch(\(endpoint.relativeURL)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return TMDBResponse(value: try decode(response.get()), origin: .network)
    }
}

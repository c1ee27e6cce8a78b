import MoviesData
import MoviesDomain
import Testing

/// A `TMDBResponseFetching` that behaves like a cache holding an older copy: it hands `stale`
/// (decoded, `staleAge` old) to `cached`, then answers `fresh` with `freshOrigin`. It records
/// the endpoints asked; without `fresh` set it records a test issue and throws.
public actor TMDBStaleThenFreshFetcherDouble: TMDBResponseFetching {
    public private(set) var requests: [TMDBEndpoint] = []
    private var stale: (json: String, age: Duration)?
    private var fresh: (json: String, origin: TMDBResponse<Never>.Origin)?

    public init() {}

    /// The older copy handed to `cached` first.
    public func setStale(json: String, age: Duration) { stale = (json, age) }

    /// The answer, from `origin`.
    public func setFresh(json: String, origin: TMDBResponse<Never>.Origin = .network) { fresh = (json, origin) }

    // MARK: - TMDBResponseFetching

    public func fetch<Value: Sendable>(
        _ endpoint: TMDBEndpoint,
        decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        cached: @escaping @Sendable (TMDBResponse<Value>) async -> Void
    ) async throws(MoviesError) -> TMDBResponse<Value> {
        requests.append(endpoint)
        guard let fresh else {
            Issue.record("TMDBStaleThenFreshFetcherDouble.fetch(\(endpoint.relativeURL)) has no fresh answer set")
            throw .invalidResponse(message: "no answer set in the test double")
        }
        if let stale {
            await cached(TMDBResponse(value: try decode(Array(stale.json.utf8)), origin: .cache(age: stale.age)))
        }
        let origin: TMDBResponse<Value>.Origin =
            switch fresh.origin {
            case .network: .network
            case .cache(let age): .cache(age: age)
            }
        return TMDBResponse(value: try decode(Array(fresh.json.utf8)), origin: origin)
    }
}

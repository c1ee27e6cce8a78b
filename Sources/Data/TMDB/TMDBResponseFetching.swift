import MoviesDomain

/// Where TMDB's repositories get TMDB's JSON: the network (`TMDBNetworkFetcher`) or the cache
/// around it (`CachedTMDBFetcher`). Repositories decode; fetchers move and keep bytes.
public protocol TMDBResponseFetching: Sendable {
    /// The response to `endpoint`, decoded by `decode`, which runs on every body before it is
    /// used or stored: one it refuses is never cached or served. An older copy may go to `cached`.
    func fetch<Value: Sendable>(
        _ endpoint: TMDBEndpoint,
        decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        cached: @escaping @Sendable (TMDBResponse<Value>) async -> Void
    ) async throws(MoviesError) -> TMDBResponse<Value>
}

import MoviesDomain

/// The seam between TMDB's repositories and where TMDB's JSON comes from: the network
/// (`TMDBNetworkFetcher`, over libcurl) or the response cache wrapped around it
/// (`CachedTMDBFetcher`). Repositories decode; fetchers move and keep bytes.
public protocol TMDBResponseFetching: Sendable {
    /// The response to `endpoint`, decoded by `decode`.
    ///
    /// `decode` runs on every body before it is used or stored, so a body that does not decode
    /// (invalid JSON, HTML with status 200, a foreign cache file) is never cached and never
    /// served. A fetcher holding an older copy may hand it to `cached` before it fetches anew.
    func fetch<Value: Sendable>(
        _ endpoint: TMDBEndpoint,
        decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        cached: @escaping @Sendable (TMDBResponse<Value>) async -> Void
    ) async throws(MoviesError) -> TMDBResponse<Value>
}

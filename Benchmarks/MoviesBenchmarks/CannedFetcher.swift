import MoviesData
import MoviesDomain

/// A `TMDBResponseFetching` that answers every endpoint with the same bytes, decoded by the
/// repository's own `decode`: what TMDB decoding costs, without a network or a cache.
struct CannedFetcher: TMDBResponseFetching {
    let body: [UInt8]

    func fetch<Value: Sendable>(
        _ endpoint: TMDBEndpoint,
        decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        cached: @escaping @Sendable (TMDBResponse<Value>) async -> Void
    ) async throws(MoviesError) -> TMDBResponse<Value> {
        TMDBResponse(value: try decode(body), origin: .network)
    }
}

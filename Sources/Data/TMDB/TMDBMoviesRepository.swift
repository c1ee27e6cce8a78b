import MoviesDomain

/// Movies from TMDB, through whichever fetcher the composition root gives: the network
/// fetcher, or the response cache wrapped around it.
public struct TMDBMoviesRepository: MoviesRepository {
    private let fetcher: any TMDBResponseFetching

    /// A repository reading TMDB through `fetcher` (`TMDBNetworkFetcher`, or the cache around it).
    public init(fetcher: any TMDBResponseFetching) {
        self.fetcher = fetcher
    }

    // MARK: - MoviesRepository

    public func moviesPage(
        for query: MovieQuery,
        page: MoviesPageNumber,
        options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage {
        let response = try await fetcher.fetch(
            .search(query, page: page.value, options: options),
            decode: TMDBMoviesPageDTO.decodePage,
            cached: { older in await cached(older.value.with(source: older.origin.pageSource)) }
        )
        return response.value.with(source: response.origin.pageSource)
    }

    public func movieDetails(id: Movie.ID) async throws(MoviesError) -> MovieDetails {
        try await fetcher.fetch(.details(id: id), decode: TMDBMovieDetailsDTO.decodeDetails, cached: { _ in }).value
    }
}

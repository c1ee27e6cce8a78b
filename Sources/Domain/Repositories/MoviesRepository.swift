/// Where movies come from: TMDB, its cache, the offline catalog, or a test double.
public protocol MoviesRepository: Sendable {
    /// Page `page` of the results for `query`; a page past the last result is empty, with the
    /// totals. `MoviesRepositoryContractTests` holds every repository to the same rules.
    ///
    /// A repository that holds an older copy of the page may hand it to `cached` before it
    /// returns the fresh one, so that a screen can show something at once.
    func moviesPage(
        for query: MovieQuery,
        page: MoviesPageNumber,
        options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage

    /// The details of the movie with `id`.
    func movieDetails(id: Movie.ID) async throws(MoviesError) -> MovieDetails
}

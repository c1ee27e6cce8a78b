/// Where movies come from: the movie service, its cache, the offline catalog, or a test double.
public protocol MoviesRepository: Sendable {
    /// Page `page` of the results for `query`; a page past the last is empty, with the totals.
    /// A repository holding an older copy may hand it to `cached` first, to be shown at once.
    func moviesPage(
        for query: MovieQuery,
        page: MoviesPageNumber,
        options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage
}

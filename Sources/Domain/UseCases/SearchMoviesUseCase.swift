/// Searches movies and remembers what was searched.
public protocol SearchMoviesUseCase: Sendable {
    /// Fetches the request's pages and returns them in order; when all arrived and
    /// the search found something, saves the query to the recents once, unless
    /// `request.remembersQuery` is `false`. `cached` receives older copies of pages first.
    func execute(
        _ request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage]

    /// Fetches one more page of a search; the recents are untouched (paging is not searching).
    func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage

    /// Saves `query` to the recents, for a search run without remembering that the user then
    /// chose. A store that cannot save reports it itself; nothing is thrown.
    func rememberQuery(_ query: MovieQuery) async
}

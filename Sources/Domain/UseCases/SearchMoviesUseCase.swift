/// Searches movies and remembers what was searched.
public protocol SearchMoviesUseCase: Sendable {
    /// Starts a search: fetches the request's pages (concurrently when there are several) and
    /// returns them in order. When every page arrived and the search found something, saves
    /// the query to the recent queries, once, unless the request says not to
    /// (`MovieSearchRequest.remembersQuery`); a failed, cancelled or empty search saves
    /// nothing. `cached` receives older copies of pages the repository holds, before their
    /// fresh versions arrive.
    func execute(
        _ request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage]

    /// Fetches one more page of a search that `execute` started. Recent queries are untouched:
    /// paging through results is not a new search.
    func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage

    /// Saves `query` to the recent queries, as a search that found something does: for a search
    /// run without remembering its query (as the user typed) that the user then chose. A
    /// recents store that cannot save reports it itself; nothing is thrown.
    func rememberQuery(_ query: MovieQuery) async
}

/// Lists the queries searched lately.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    /// At most `maxCount` queries, newest first.
    func execute(maxCount: Int) async throws(MoviesError) -> [MovieQuery]
}

/// Lists the queries searched lately.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    /// At most `maxCount` queries, newest first; none when `maxCount` is below 1.
    func execute(maxCount: Int) async throws(MoviesError) -> [MovieQuery]
}

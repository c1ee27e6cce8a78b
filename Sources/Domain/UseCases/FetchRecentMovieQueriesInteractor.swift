/// `FetchRecentMovieQueriesUseCase` over a recent-queries repository.
public struct FetchRecentMovieQueriesInteractor: FetchRecentMovieQueriesUseCase {
    private let queriesRepository: any MoviesQueriesRepository

    /// A use case reading the queries of `queriesRepository`.
    public init(queriesRepository: any MoviesQueriesRepository) {
        self.queriesRepository = queriesRepository
    }

    /// At most `maxCount` queries, newest first; none when `maxCount` is below 1.
    public func execute(maxCount: Int) async throws(MoviesError) -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        // The repository promises newest first and at most `maxCount`; the rule is the use
        // case's, so it holds whatever the repository does.
        return Array(try await queriesRepository.recentQueries(maxCount: maxCount).prefix(maxCount))
    }
}

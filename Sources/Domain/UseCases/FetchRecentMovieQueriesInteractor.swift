/// `FetchRecentMovieQueriesUseCase` over a recent-queries repository.
public struct FetchRecentMovieQueriesInteractor: FetchRecentMovieQueriesUseCase {
    private let queriesRepository: any MoviesQueriesRepository

    public init(queriesRepository: any MoviesQueriesRepository) {
        self.queriesRepository = queriesRepository
    }

    public func execute(maxCount: Int) async throws(MoviesError) -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        // The repository promises newest first and at most `maxCount`; the rule is the use
        // case's, so it holds whatever the repository does.
        return Array(try await queriesRepository.recentQueries(maxCount: maxCount).prefix(maxCount))
    }
}

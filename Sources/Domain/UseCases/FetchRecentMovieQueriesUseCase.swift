/// Lists the queries searched lately.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    /// At most `maxCount` queries, newest first; none when `maxCount` is below 1.
    func execute(maxCount: Int) async throws(MoviesError) -> [MovieQuery]
}

// MARK: - Interactor

/// `FetchRecentMovieQueriesUseCase` over a recent-queries repository.
public struct FetchRecentMovieQueriesInteractor: FetchRecentMovieQueriesUseCase {
    private let queriesRepository: any MoviesQueriesRepository

    /// A use case reading the queries of `queriesRepository`.
    public init(queriesRepository: any MoviesQueriesRepository) {
        self.queriesRepository = queriesRepository
    }

    /// At most `maxCount` queries, newest first.
    public func execute(maxCount: Int) async throws(MoviesError) -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        // The count is the use case's rule: it holds whatever the repository returns.
        return Array(try await queriesRepository.recentQueries(maxCount: maxCount).prefix(maxCount))
    }
}

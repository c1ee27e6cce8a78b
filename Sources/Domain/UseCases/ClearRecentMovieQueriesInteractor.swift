/// `ClearRecentMovieQueriesUseCase` over a recent-queries repository.
public struct ClearRecentMovieQueriesInteractor: ClearRecentMovieQueriesUseCase {
    private let queriesRepository: any MoviesQueriesRepository

    /// A use case forgetting the queries of `queriesRepository`.
    public init(queriesRepository: any MoviesQueriesRepository) {
        self.queriesRepository = queriesRepository
    }

    /// Forgets every recent query.
    public func execute() async throws(MoviesError) {
        try await queriesRepository.clearRecentQueries()
    }
}

/// Forgets the queries searched lately (`movies recent --clear`).
public protocol ClearRecentMovieQueriesUseCase: Sendable {
    /// Forgets every recent query.
    func execute() async throws(MoviesError)
}

// MARK: - Interactor

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

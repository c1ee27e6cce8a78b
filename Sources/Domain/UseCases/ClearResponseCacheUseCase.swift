/// Empties the response cache (`movies cache clear`).
public protocol ClearResponseCacheUseCase: Sendable {
    /// Forgets every cached response; returns how much was removed.
    func execute() async throws(MoviesError) -> ResponseCacheUsage
}

// MARK: - Interactor

/// `ClearResponseCacheUseCase` over a response cache repository.
public struct ClearResponseCacheInteractor: ClearResponseCacheUseCase {
    private let cacheRepository: any ResponseCacheRepository

    /// A use case emptying `cacheRepository`.
    public init(cacheRepository: any ResponseCacheRepository) {
        self.cacheRepository = cacheRepository
    }

    /// Forgets every cached response; returns how much was removed.
    public func execute() async throws(MoviesError) -> ResponseCacheUsage {
        try await cacheRepository.removeAll()
    }
}

/// Tells how much the response cache holds (`movies cache info`).
public protocol FetchResponseCacheUsageUseCase: Sendable {
    /// The cache's usage now.
    func execute() async throws(MoviesError) -> ResponseCacheUsage
}

// MARK: - Interactor

/// `FetchResponseCacheUsageUseCase` over a response cache repository.
public struct FetchResponseCacheUsageInteractor: FetchResponseCacheUsageUseCase {
    private let cacheRepository: any ResponseCacheRepository

    /// A use case reporting on `cacheRepository`.
    public init(cacheRepository: any ResponseCacheRepository) {
        self.cacheRepository = cacheRepository
    }

    /// The cache's usage now.
    public func execute() async throws(MoviesError) -> ResponseCacheUsage {
        try await cacheRepository.usage()
    }
}

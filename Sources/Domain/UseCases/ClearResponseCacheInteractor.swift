/// `ClearResponseCacheUseCase` over a response cache repository.
public struct ClearResponseCacheInteractor: ClearResponseCacheUseCase {
    private let cacheRepository: any ResponseCacheRepository

    /// A use case emptying `cacheRepository`.
    public init(cacheRepository: any ResponseCacheRepository) {
        self.cacheRepository = cacheRepository
    }

    public func execute() async throws(MoviesError) -> ResponseCacheUsage {
        try await cacheRepository.removeAll()
    }
}

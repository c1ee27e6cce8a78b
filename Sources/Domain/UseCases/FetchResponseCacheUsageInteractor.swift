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

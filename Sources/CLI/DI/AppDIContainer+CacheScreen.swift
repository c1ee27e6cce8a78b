import MoviesData
import MoviesDomain
import MoviesPresentation

extension AppDIContainer {
    // MARK: - The response cache screen

    /// The screen of `movies cache info` and `movies cache clear`, over the cache's use cases.
    func makeResponseCacheViewModel() throws(MoviesError) -> ResponseCacheViewModel {
        let cache = try responseCache()
        let repository = JSONResponseCacheRepository(cache: cache, maxTotalBytes: cache.maxTotalBytes)
        return ResponseCacheViewModel(
            fetchUsageUseCase: FetchResponseCacheUsageInteractor(cacheRepository: repository),
            clearUseCase: ClearResponseCacheInteractor(cacheRepository: repository))
    }
}

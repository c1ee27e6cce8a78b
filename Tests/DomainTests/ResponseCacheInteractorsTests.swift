import MoviesDomain
import Testing

/// `FetchResponseCacheUsageInteractor` and `ClearResponseCacheInteractor` over a cache double.
struct ResponseCacheInteractorsTests {
    private let full = ResponseCacheUsage(location: "/cache", entryCount: 3, totalBytes: 300, maxTotalBytes: 1000)

    @Test func usageIsTheRepositorysAndRemovesNothing() async throws {
        let cache = CacheRepositoryDouble(usage: full)

        #expect(try await FetchResponseCacheUsageInteractor(cacheRepository: cache).execute() == full)
        #expect(await cache.calls == ["usage"])
    }

    @Test func clearingEmptiesTheRepositoryAndTellsWhatWasRemoved() async throws {
        let cache = CacheRepositoryDouble(usage: full)

        #expect(try await ClearResponseCacheInteractor(cacheRepository: cache).execute() == full)
        #expect(await cache.calls == ["removeAll"])
        #expect(try await cache.usage().entryCount == 0)
    }

    @Test func failureReachesTheCaller() async {
        let cache = CacheRepositoryDouble(usage: nil)

        await #expect(throws: MoviesError.storage(message: "no usage set")) {
            try await FetchResponseCacheUsageInteractor(cacheRepository: cache).execute()
        }
        await #expect(throws: MoviesError.storage(message: "no usage set")) {
            try await ClearResponseCacheInteractor(cacheRepository: cache).execute()
        }
    }
}

/// A response cache in memory that records its calls; without a usage set, every call fails.
private actor CacheRepositoryDouble: ResponseCacheRepository {
    private(set) var calls: [String] = []
    private var current: ResponseCacheUsage?

    init(usage: ResponseCacheUsage?) {
        current = usage
    }

    func usage() async throws(MoviesError) -> ResponseCacheUsage {
        calls.append("usage")
        guard let current else { throw .storage(message: "no usage set") }
        return current
    }

    func removeAll() async throws(MoviesError) -> ResponseCacheUsage {
        calls.append("removeAll")
        guard let removed = current else { throw .storage(message: "no usage set") }
        current = ResponseCacheUsage(
            location: removed.location, entryCount: 0, totalBytes: 0, maxTotalBytes: removed.maxTotalBytes)
        return removed
    }
}

import Foundation
import MoviesData
import MoviesDomain

/// The response cache's write in process, with 10 and with 50,000 entries in the cache:
/// `FileJSONResponseCache.store` of a new 11 KiB search page (one entry file written, its
/// subfolder's counters read and rewritten under the subfolder's lock). The entry count must
/// not matter: no write lists the cache.
enum CacheStoreBenchmark {
    static let rounds = 300

    static func run() async throws {
        print("== response cache write (in process)")
        let root = try CacheLookupBenchmark.temporaryFolder()
        defer { _ = try? FileManager.default.removeItem(atPath: root) }
        let body = TMDBSamplePage.json()
        for count in [10, 50_000] {
            let folder = "\(root)/\(count)"
            try CacheFilling.fill(folder: folder, count: count)
            let cache = FileJSONResponseCache(folder: folder)
            let entries = try cache.info().entryCount
            var written = 0
            let store = try await Timing.median(rounds: rounds) {
                let key = TMDBEndpoint.search(try MovieQuery(text: "new \(written)"), page: 1, options: .init())
                    .cacheKey
                try cache.store(CachedJSONResponse(key: key, fetchedAt: Date(), body: body))
                written += 1
            }
            print(
                Timing.line(
                    "entry write, \(entries) entries:",
                    "\(Timing.format(store)) median of \(rounds)  (\(body.count / 1024) KiB body)"))
        }
    }
}

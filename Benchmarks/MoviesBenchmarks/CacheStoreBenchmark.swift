import Foundation
import MoviesData
import MoviesDomain
import ResponseCache
import ResponseCacheInterface

/// The response cache's write in process, with 10 and with 50,000 entries in the cache:
/// `FileJSONResponseCache.store` of a new 11 KiB search page (one entry file written, its
/// subfolder's counters read and rewritten under their lock). The entry count must not matter:
/// no write lists the cache. The two caches are written in turn (10, 50,000, 10, …), so that
/// both see the file system in the same state (deleting many files slows creating new ones for
/// a while on this machine's ext4: Benchmarks/README.md).
enum CacheStoreBenchmark {
    static let rounds = 300
    static let counts = [10, 50_000]

    static func run() async throws {
        print("== response cache write (in process)")
        let root = try CacheLookupBenchmark.temporaryFolder()
        defer { _ = try? FileManager.default.removeItem(atPath: root) }
        let body = TMDBSamplePage.json()
        var caches: [FileJSONResponseCache] = []
        for count in counts {
            try CacheFilling.fill(folder: "\(root)/\(count)", count: count)
            caches.append(FileJSONResponseCache(folder: "\(root)/\(count)"))
        }
        var times = Array(repeating: [Duration](), count: counts.count)
        for round in 0..<rounds {
            for (index, cache) in caches.enumerated() {
                let query = try MovieQuery(text: "new \(round)")
                let key = TMDBEndpoint.search(query, page: 1, options: .init()).relativeURL
                let start = Timing.clock.now
                try cache.store(CachedJSONResponse(key: key, fetchedAt: Date(), body: body))
                times[index].append(Timing.clock.now - start)
            }
        }
        for (index, cache) in caches.enumerated() {
            let median = times[index].sorted()[rounds / 2]
            print(
                Timing.line(
                    "entry write, \(counts[index]) entries:",
                    "\(Timing.format(median)) median of \(rounds)  (\(body.count / 1024) KiB body, "
                        + "\(try cache.info().entryCount) entries after)"))
        }
    }
}

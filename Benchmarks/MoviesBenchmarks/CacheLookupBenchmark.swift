import Foundation
import MoviesData
import MoviesDomain
import ResponseCache
import ResponseCacheInterface

/// The response cache's lookup in process, with 10 and with 10,000 entries in its folder:
/// `FileJSONResponseCache.response(forKey:)` alone (open one file named by the key's SHA-256,
/// read it, check the body's CRC-32 and the key), then a whole warm search through
/// `CachedTMDBFetcher` (offline mode) and `TMDBMoviesRepository` (lookup + JSON decoding).
enum CacheLookupBenchmark {
    static let rounds = 300

    static func run() async throws {
        print("== response cache lookup (in process)")
        let root = try temporaryFolder()
        defer { _ = try? FileManager.default.removeItem(atPath: root) }
        let query = try MovieQuery(text: "star wars")
        let base = TMDBConfiguration.defaultBaseURL
        let key = "\(base)/\(TMDBEndpoint.search(query, page: 1, options: .init()).relativeURL)"
        let body = TMDBSamplePage.json()
        for count in [10, 10_000] {
            let folder = "\(root)/\(count)"
            try CacheFilling.fill(folder: folder, count: count - 1)
            let cache = FileJSONResponseCache(folder: folder)
            try cache.store(CachedJSONResponse(key: key, fetchedAt: Date(), body: body))
            let entries = try cache.info().entryCount
            let lookup = try await Timing.median(rounds: rounds) {
                guard try cache.response(forKey: key) != nil else { throw LookupMissed() }
            }
            print(
                Timing.line(
                    "entry lookup, \(entries) entries:",
                    "\(Timing.format(lookup)) median of \(rounds)  (\(body.count / 1024) KiB body)"))
            let fetcher = CachedTMDBFetcher(
                wrapping: CannedFetcher(body: []), cache: cache, baseURL: base, mode: .offline, notices: SilentNotices()
            )
            let repository = TMDBMoviesRepository(fetcher: fetcher)
            let search = try await Timing.median(rounds: rounds) {
                _ = try await repository.moviesPage(for: query, page: 1, options: .init(), cached: { _ in })
            }
            print(Timing.line("warm search, \(entries) entries:", "\(Timing.format(search)) median of \(rounds)"))
        }
    }

    static func temporaryFolder() throws -> String {
        var template = Array("/tmp/movies-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw LookupMissed() }
        return String(cString: made)
    }

    struct LookupMissed: Error {}

    struct SilentNotices: NoticeReporting {
        func notice(_ message: String) {}
    }
}

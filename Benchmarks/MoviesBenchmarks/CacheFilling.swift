import Foundation
import MoviesData
import MoviesDomain
import ResponseCache
import ResponseCacheInterface

/// Fills a response cache folder with entries written by `FileJSONResponseCache` itself (the
/// real layout and file format): search pages of other queries, one result each (about 0.9 KB
/// an entry, so that 50,000 of them stay under the cache's 50 MiB bound and nothing is evicted).
/// A write costs the same whatever the cache holds, so they are simply stored one by one.
enum CacheFilling {
    static func fill(folder: String, count: Int) throws {
        let cache = FileJSONResponseCache(folder: folder)
        for index in 0..<count {
            let query = try MovieQuery(text: "filler \(index)")
            let key = TMDBEndpoint.search(query, page: 1, options: .init()).relativeURL
            let body = TMDBSamplePage.json(query: query.text, totalResults: 1, count: 1)
            try cache.store(CachedJSONResponse(key: key, fetchedAt: Date(), body: body))
        }
    }
}

import Foundation
import MoviesData
import MoviesDomain

/// Fills a response cache folder with entries written by `FileJSONResponseCache` itself (the
/// real file format): search pages of other queries, 3 results each (about 2.4 KB, so that
/// 10,000 of them stay under the cache's 50 MiB bound and nothing is evicted).
///
/// `store` lists the folder at every write (to evict), so writing 10,000 entries into one
/// folder would list it 10,000 times; they are written in batches of 100 into side folders,
/// then renamed into `folder`.
enum CacheFilling {
    static func fill(folder: String, count: Int) throws {
        try makeFolder(folder)
        let batchSize = 100
        var written = 0
        var batch = 0
        while written < count {
            let side = "\(folder)/.fill-\(batch)"
            let cache = FileJSONResponseCache(folder: side)
            for _ in 0..<min(batchSize, count - written) {
                let query = try MovieQuery(text: "filler \(written)")
                let key = TMDBEndpoint.search(query, page: 1, options: .init()).cacheKey
                let body = TMDBSamplePage.json(query: query.text, totalResults: 3, count: 3)
                try cache.store(CachedJSONResponse(key: key, fetchedAt: Date(), body: body))
                written += 1
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: side) {
                guard rename("\(side)/\(name)", "\(folder)/\(name)") == 0 else {
                    throw FillingError(message: "cannot move \(name) into \(folder)")
                }
            }
            rmdir(side)
            batch += 1
        }
    }

    private static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw FillingError(message: "cannot create \(path)")
        }
    }

    struct FillingError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

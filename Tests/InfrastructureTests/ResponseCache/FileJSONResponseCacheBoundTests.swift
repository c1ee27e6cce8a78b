import DataTestSupport
import Dispatch
import FileSupport
import Foundation
import ResponseCacheInterface
import Testing
import Threads

@testable import ResponseCache

/// The size bound, kept by subfolder: each of the 16 may hold a sixteenth of the bound, and a
/// write that takes one past its share cleans that one up, oldest fetched first, down to 80%.
final class FileJSONResponseCacheBoundTests {
    let temporary: TemporaryFolder
    let folder: String
    let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
    let body = String(repeating: "x", count: 900)

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.appending("cache/movies")
    }

    deinit { temporary.remove() }

    private func response(_ key: String, body: String? = nil, at offset: Double = 0) -> CachedJSONResponse {
        CachedJSONResponse(key: key, fetchedAt: fetchedAt + offset, body: Array((body ?? self.body).utf8))
    }

    /// The size of one entry file of `body` under a key of `CacheKeys`' length.
    private var entryBytes: Int { CacheEntryFile.encode(response("movie/100000")).count }

    /// A cache whose subfolders may each hold `entries` entries of `entryBytes`.
    private func cache(sharePerEntry entries: Double) -> FileJSONResponseCache {
        FileJSONResponseCache(folder: folder, maxTotalBytes: Int(entries * Double(entryBytes)) * CacheShard.count)
    }

    @Test func aWritePastTheShareEvictsTheOldestFetchedDownToEightyPercent() throws {
        let keys = CacheKeys.inShard(3, count: 4)
        // Stored out of fetch order: eviction follows fetch time, not write order.
        let fetchOrder: [Double] = [1, 0, 2, 3]
        let cache = cache(sharePerEntry: 3.5)

        for (key, offset) in zip(keys, fetchOrder) { try cache.store(response(key, at: offset)) }

        // 4 entries pass 3.5; 80% of the share is 2.8 entries: the two oldest go.
        #expect(try cache.response(forKey: keys[1]) == nil)
        #expect(try cache.response(forKey: keys[0]) == nil)
        #expect(try cache.response(forKey: keys[2]) != nil)
        #expect(try cache.response(forKey: keys[3]) != nil)
        #expect(try cache.info() == JSONResponseCacheInfo(folder: folder, entryCount: 2, totalBytes: 2 * entryBytes))
    }

    @Test func theEntryJustWrittenIsNeverEvictedEvenWhenOldest() throws {
        let keys = CacheKeys.inShard(7, count: 3)
        // Three entries pass 2.6; 80% of the share is 2.08 entries: one goes.
        let cache = cache(sharePerEntry: 2.6)

        try cache.store(response(keys[0], at: 5))
        try cache.store(response(keys[1], at: 6))
        try cache.store(response(keys[2], at: 0))

        #expect(try cache.response(forKey: keys[0]) == nil)
        #expect(try cache.response(forKey: keys[1]) != nil)
        #expect(try cache.response(forKey: keys[2]) != nil)
    }

    @Test func subfoldersDoNotEvictForEachOther() throws {
        let cache = cache(sharePerEntry: 1.5)

        for key in CacheKeys.onePerShard() { try cache.store(response(key)) }

        #expect(try cache.info() == JSONResponseCacheInfo(folder: folder, entryCount: 16, totalBytes: 16 * entryBytes))
    }

    @Test func anEntryLargerThanItsShareIsNotStoredAndEvictsNothing() throws {
        let keys = CacheKeys.inShard(0, count: 2)
        let cache = cache(sharePerEntry: 2)
        try cache.store(response(keys[0]))

        try cache.store(response(keys[1], body: String(repeating: "x", count: 2 * entryBytes)))

        #expect(try cache.response(forKey: keys[1]) == nil)
        #expect(try cache.response(forKey: keys[0]) != nil)
    }

    /// Threads of one process lock one another out exactly as processes do (each lock is its own
    /// open file); `CacheBoundEndToEndTests` does the same with `movies` processes.
    @Test func eightWritersOfMixedSizesKeepTheBoundAndExactCounters() throws {
        let cache = cache(sharePerEntry: 6)
        let failures = PthreadLocked<[String]>([])

        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for index in 0..<250 {
                let key = "search/movie?query=writer%20\(writer)%20\(index % 120)"
                let body = String(repeating: "y", count: 100 + (writer * 251 + index * 37) % 1700)
                do throws(FileError) {
                    try cache.store(CachedJSONResponse(key: key, fetchedAt: Date(), body: Array(body.utf8)))
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }

        #expect(failures.withLock { $0 }.isEmpty)
        let files = CacheFolderFiles(folder: folder)
        #expect(files.entryBytes <= cache.maxTotalBytes)
        #expect(
            try cache.info()
                == JSONResponseCacheInfo(
                    folder: folder, entryCount: files.entries.count, totalBytes: files.entryBytes))
        #expect(files.temporaries.isEmpty)
    }
}

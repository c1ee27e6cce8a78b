import DataTestSupport
import Dispatch
import Foundation
import MoviesDomain
import Testing
import Threads

@testable import MoviesData

/// Caches written before subfolders (every entry directly in the cache folder) keep working:
/// their entries are found at once, moved into their subfolders by the first write or `info`,
/// counted once however many processes migrate together, and never lost.
final class FlatCacheLayoutTests {
    let temporary: TemporaryFolder
    let folder: String
    let files: CacheFolderFiles
    let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.appending("cache/movies")
        files = CacheFolderFiles(folder: folder)
    }

    deinit { temporary.remove() }

    private func response(_ key: String, at offset: Double = 0) -> CachedJSONResponse {
        CachedJSONResponse(key: key, fetchedAt: fetchedAt + offset, body: Array(#"{"key":"\#(key)"}"#.utf8))
    }

    /// Writes `responses` as the flat layout's `store` did: `<digest>.entry` in the cache folder,
    /// dated by its fetch time.
    private func writeFlat(_ responses: [CachedJSONResponse]) throws {
        try POSIXFiles.makeFolder(folder)
        for response in responses {
            let path = FlatCacheLayout.entryPath(folder: folder, digest: SHA256.hexDigest(response.key.utf8))
            try POSIXFiles.writeAtomically(
                CacheEntryFile.encode(response), to: path, durable: false, modificationTime: response.fetchedAt)
        }
    }

    private var flatEntries: [String] { files.entries.filter { !$0.contains("/") } }

    private var onDisk: JSONResponseCacheInfo {
        JSONResponseCacheInfo(folder: folder, entryCount: files.entries.count, totalBytes: files.entryBytes)
    }

    @Test func aFlatEntryIsFoundBeforeAnythingIsMoved() throws {
        try writeFlat([response("movie/603")])

        #expect(try FileJSONResponseCache(folder: folder).response(forKey: "movie/603") == response("movie/603"))
        #expect(flatEntries.count == 1, "a lookup writes nothing")
    }

    @Test func theFirstWriteMovesEveryFlatEntryIntoItsSubfolderAndCountsItOnce() throws {
        let old = (1...40).map { response("movie/\($0)") }
        try writeFlat(old)
        let cache = FileJSONResponseCache(folder: folder)

        try cache.store(response("movie/new"))

        #expect(flatEntries.isEmpty)
        for entry in old { #expect(try cache.response(forKey: entry.key) == entry) }
        #expect(try cache.info() == onDisk)
        #expect(onDisk.entryCount == 41)
        #expect(files.all.contains("layout"))
    }

    @Test func infoMigratesToo() throws {
        try writeFlat((1...20).map { response("movie/\($0)") })

        let info = try FileJSONResponseCache(folder: folder).info()

        #expect(flatEntries.isEmpty)
        #expect(info == onDisk)
        #expect(info.entryCount == 20)
    }

    @Test func writersMigratingAtOnceCountEachEntryOnce() throws {
        try writeFlat((1...300).map { response("movie/\($0)") })
        let cache = FileJSONResponseCache(folder: folder)
        let failures = PthreadLocked<[String]>([])
        let responses = (0..<8).map { response("movie/writer-\($0)") }

        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            do throws(MoviesError) {
                try cache.store(responses[writer])
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }

        #expect(failures.withLock { $0 }.isEmpty)
        #expect(flatEntries.isEmpty)
        #expect(try cache.info() == onDisk)
        #expect(onDisk.entryCount == 308)
    }

    @Test(arguments: [true, false])
    func aKeyInBothLayoutsKeepsTheCopyFetchedLast(flatIsNewer: Bool) throws {
        let key = "movie/603"
        let cache = FileJSONResponseCache(folder: folder)
        try cache.store(response(key, at: flatIsNewer ? 0 : 10))
        // An older movies, still installed, wrote the same key in its own place.
        try POSIXFiles.remove("\(folder)/layout")
        try writeFlat([response(key, at: flatIsNewer ? 10 : 0)])

        try cache.store(response("movie/other"))

        #expect(try cache.response(forKey: key)?.fetchedAt == fetchedAt + 10)
        #expect(try cache.info() == onDisk)
        #expect(onDisk.entryCount == 2)
    }

    @Test func clearRemovesFlatEntriesAnOlderMoviesWroteSince() throws {
        let cache = FileJSONResponseCache(folder: folder)
        try cache.store(response("movie/1"))
        try writeFlat([response("movie/2")])

        #expect(try cache.clear().entryCount == 2)
        #expect(files.entries.isEmpty)
    }

    @Test func theMigrationRemovesTheFlatLayoutsAbandonedTemporaryFiles() throws {
        try writeFlat([response("movie/1")])
        let abandoned = "\(flatEntries[0]).tmp-\(try DeadProcess.id())-zz9"
        try Data("partial".utf8).write(to: URL(fileURLWithPath: files.path(abandoned)))

        _ = try FileJSONResponseCache(folder: folder).info()

        #expect(files.temporaries.isEmpty)
    }
}

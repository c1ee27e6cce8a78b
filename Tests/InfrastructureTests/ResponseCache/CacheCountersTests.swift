import Checksums
import DataTestSupport
import Foundation
import Glibc
import ResponseCacheInterface
import Testing

@testable import ResponseCache

/// The running accounts: each subfolder's `counters` file follows every write, and whatever
/// happens to it (deleted, damaged, short of increments a killed writer never made) the files
/// themselves put it right.
final class CacheCountersTests {
    let temporary: TemporaryFolder
    let folder: String
    let files: CacheFolderFiles

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.appending("cache/movies")
        files = CacheFolderFiles(folder: folder)
    }

    deinit { temporary.remove() }

    private func response(_ key: String, bodyBytes: Int = 500) -> CachedJSONResponse {
        CachedJSONResponse(key: key, fetchedAt: Date(), body: Array(String(repeating: "z", count: bodyBytes).utf8))
    }

    private func store(_ keys: [String], in cache: FileJSONResponseCache, bodyBytes: Int = 500) throws {
        for key in keys { try cache.store(response(key, bodyBytes: bodyBytes)) }
    }

    /// What the files on disk say `info` should answer.
    private var onDisk: JSONResponseCacheInfo {
        JSONResponseCacheInfo(folder: folder, entryCount: files.entries.count, totalBytes: files.entryBytes)
    }

    private var countersFiles: [String] { files.all.filter { $0.hasSuffix("/counters") } }

    @Test func countersFollowNewEntriesAndReplacements() throws {
        let cache = FileJSONResponseCache(folder: folder)
        try store((1...40).map { "movie/\($0)" }, in: cache)
        try store((1...10).map { "movie/\($0)" }, in: cache, bodyBytes: 2000)
        try store((1...5).map { "movie/\($0)" }, in: cache, bodyBytes: 10)

        #expect(try cache.info() == onDisk)
        #expect(onDisk.entryCount == 40)
    }

    @Test func deletedCountersAreRebuiltFromTheFiles() throws {
        let cache = FileJSONResponseCache(folder: folder)
        try store((1...60).map { "movie/\($0)" }, in: cache)
        let before = countersFiles
        for path in before { #expect(unlink(files.path(path)) == 0) }

        #expect(try cache.info() == onDisk)
        #expect(countersFiles == before, "rewritten")
    }

    enum Damage: CaseIterable, Sendable {
        case empty, garbage, negative, truncated, foreign, nearIntMax

        var bytes: [UInt8] {
            switch self {
            case .empty: []
            case .garbage: [0xFF, 0x00, 0x13, 0x37]
            case .negative: Array("response-cache-counters 2\n-3 -900\n".utf8)
            case .truncated: Array("response-cache-counters 2\n12".utf8)
            case .foreign: Array("{\"entries\":1,\"bytes\":2}".utf8)
            case .nearIntMax: Array("response-cache-counters 2\n\(Int.max) \(Int.max - 1)\n".utf8)
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func damagedCountersAreRebuiltFromTheFiles(damage: Damage) throws {
        let cache = FileJSONResponseCache(folder: folder)
        try store((1...60).map { "movie/\($0)" }, in: cache)
        for path in countersFiles { try Data(damage.bytes).write(to: URL(fileURLWithPath: files.path(path))) }

        #expect(try cache.info() == onDisk)
    }

    /// Counters that cannot be rewritten (a full disk, a read-only folder) are counted from the
    /// files all the same, as `info` is a report; they used to fail it. Permission bits stop no
    /// write of root, which these tests run as: a folder where each counters file should be
    /// refuses to be opened for writing, as a read-only disk does.
    @Test func countersThatCannotBeRewrittenAreCountedFromTheFilesAllTheSame() throws {
        let cache = FileJSONResponseCache(folder: folder)
        try store((1...60).map { "movie/\($0)" }, in: cache)
        for path in countersFiles {
            #expect(unlink(files.path(path)) == 0 && mkdir(files.path(path), 0o700) == 0)
        }

        #expect(try cache.info() == onDisk)
        #expect(onDisk.entryCount == 60)
    }

    /// A write that fails in a subfolder never written leaves no empty counters file (one read
    /// as missing, which `info` then had to rewrite): the file is made whole before the entry is
    /// written, or not at all. Here a folder in the entry's place makes its write fail.
    @Test func aWriteThatFailsInANewSubfolderLeavesNoEmptyCountersFile() throws {
        let key = CacheKeys.inShard(7, count: 1)[0]
        let shard = CacheShard(cacheFolder: folder, index: 7, maxTotalBytes: FileJSONResponseCache.defaultMaxTotalBytes)
        let entry = shard.entryPath(digest: SHA256.hexDigest(key.utf8))
        try FileManager.default.createDirectory(atPath: entry, withIntermediateDirectories: true)

        #expect(throws: (any Error).self) { try FileJSONResponseCache(folder: folder).store(self.response(key)) }

        let counters = try #require(FileManager.default.contents(atPath: shard.countersPath))
        #expect(CacheCounters.decode(Array(counters)) == .zero, "\(counters.count) bytes")
    }

    @Test func aWriteOverCountersNearIntMaxRecountsInsteadOfTrapping() throws {
        let cache = FileJSONResponseCache(folder: folder)
        try store((1...60).map { "movie/\($0)" }, in: cache)
        for path in countersFiles {
            try Data(Damage.nearIntMax.bytes).write(to: URL(fileURLWithPath: files.path(path)))
        }

        try store((61...80).map { "movie/\($0)" }, in: cache)

        #expect(try cache.info() == onDisk)
    }

    @Test func sumsSaturateInsteadOfTrapping() {
        let huge = CacheCounters(entries: .max, bytes: .max - 1)
        #expect(huge + CacheCounters(entries: 1, bytes: 2) == CacheCounters(entries: .max, bytes: .max))
        #expect(CacheCounters.sum(.min, -1) == .min)
        #expect(CacheCounters.sum(40, 2) == 42)
    }

    @Test func countersShortOfLostIncrementsAreCorrectedByTheNextCleanup() throws {
        let keys = CacheKeys.inShard(5, count: 15)
        let entryBytes = CacheEntryFile.encode(response(keys[0])).count
        let cache = FileJSONResponseCache(folder: folder, maxTotalBytes: 10 * entryBytes * CacheShard.count)
        try store(Array(keys.prefix(6)), in: cache)
        // As if four writers had been killed between their entry and their counters.
        try Data("response-cache-counters 2\n2 \(2 * entryBytes)\n".utf8)
            .write(to: URL(fileURLWithPath: "\(folder)/5/counters"))
        #expect(try cache.info().entryCount == 2, "the tolerance: the cache believes it holds less")

        // Nine more pass the share of ten by the counters' reckoning (2 + 9), 15 on disk: the
        // cleanup counts the files and brings them down to 80% of the share.
        try store(Array(keys.suffix(9)), in: cache)

        #expect(try cache.info() == onDisk)
        #expect(onDisk.totalBytes == 8 * entryBytes)
    }

    @Test func theCleanupOfASubfolderRemovesTheTemporaryFilesOfDeadWritersOnly() throws {
        let keys = CacheKeys.inShard(9, count: 4)
        let entryBytes = CacheEntryFile.encode(response(keys[0])).count
        let cache = FileJSONResponseCache(folder: folder, maxTotalBytes: 3 * entryBytes * CacheShard.count)
        try store(Array(keys.prefix(2)), in: cache)
        let dead = try DeadProcess.id()
        let abandoned = ["9/\(files.entries[0].dropFirst(2)).tmp-\(dead)-a1", "9/counters.tmp-\(dead)-b2"]
        let live = "9/\(files.entries[0].dropFirst(2)).tmp-\(getpid())-c3"
        for path in abandoned + [live] { try Data("partial".utf8).write(to: URL(fileURLWithPath: files.path(path))) }

        // Two more writes: the second passes the share of three and cleans subfolder 9 up.
        try store(Array(keys.suffix(2)), in: cache)

        #expect(files.temporaries == [live], "a live writer's file stays: \(files.temporaries)")
        #expect(try cache.info() == onDisk)
    }
}

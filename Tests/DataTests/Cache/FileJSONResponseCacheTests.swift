import DataTestSupport
import Foundation
import Glibc
import MoviesData
import MoviesDomain
import Testing

final class FileJSONResponseCacheTests {
    let temporary: TemporaryFolder
    /// Two levels that do not exist yet, as `$XDG_CACHE_HOME/movies` may not.
    let folder: String
    let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000.25)

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.appending("cache/movies")
    }

    deinit { temporary.remove() }

    private func cache(maxTotalBytes: Int = FileJSONResponseCache.defaultMaxTotalBytes) -> FileJSONResponseCache {
        FileJSONResponseCache(folder: folder, maxTotalBytes: maxTotalBytes)
    }

    private func response(_ key: String, body: String = #"{"results":[]}"#, at date: Date? = nil)
        -> CachedJSONResponse
    {
        CachedJSONResponse(key: key, fetchedAt: date ?? fetchedAt, body: Array(body.utf8))
    }

    private func entryFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".entry") }.sorted()
    }

    private func mode(of path: String) -> mode_t {
        var status = stat()
        #expect(stat(path, &status) == 0, "stat \(path)")
        return status.st_mode & 0o777
    }

    // MARK: - Storing and reading

    @Test func storedResponseReadsBackWithItsKeyTimeAndBytes() throws {
        let stored = response("search/movie?page=1&query=alien", body: #"{"page":1,"title":"Alien ✓"}"#)

        try cache().store(stored)

        #expect(try cache().response(forKey: stored.key) == stored)
    }

    @Test func missingEntryIsAMissNotAnError() throws {
        #expect(try cache().response(forKey: "search/movie?query=alien") == nil)
    }

    @Test func storingTheSameKeyAgainReplacesTheEntry() throws {
        try cache().store(response("movie/603", body: #"{"v":1}"#))
        try cache().store(response("movie/603", body: #"{"v":2}"#))

        #expect(try cache().response(forKey: "movie/603")?.body == Array(#"{"v":2}"#.utf8))
        #expect(try entryFiles().count == 1)
    }

    @Test func fileNameIsTheKeyDigestAndRevealsNoQuery() throws {
        try cache().store(response("search/movie?page=1&query=secretquery"))

        let names = try entryFiles()
        #expect(names.count == 1)
        let name = try #require(names.first)
        #expect(name.count == 64 + ".entry".count)
        #expect(name.dropLast(6).allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(!name.contains("secret"))
    }

    // MARK: - Permissions

    @Test func foldersAre0700AndFiles0600() throws {
        try cache().store(response("movie/603"))

        #expect(mode(of: folder) == 0o700)
        #expect(mode(of: temporary.appending("cache")) == 0o700)
        let names = try entryFiles()
        #expect(names.count == 1)
        for name in names { #expect(mode(of: "\(folder)/\(name)") == 0o600) }
    }

    @Test func anExistingFolderOpenToOthersIsNarrowedTo0700() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)

        try cache().store(response("movie/603"))

        #expect(mode(of: folder) == 0o700)
    }

    // MARK: - Damaged entries

    private func damageTheOnlyEntry(_ damage: ([UInt8]) -> [UInt8]) throws {
        let path = "\(folder)/\(try #require(try entryFiles().first))"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try Data(damage(bytes)).write(to: URL(fileURLWithPath: path))
    }

    enum Damage: CaseIterable, Sendable {
        case truncated, corruptBody, empty, foreign, headerLiesAboutLengths

        func apply(to bytes: [UInt8]) -> [UInt8] {
            switch self {
            case .truncated: Array(bytes.dropLast(3))
            case .corruptBody: bytes.dropLast(2) + [UInt8(ascii: "X"), bytes[bytes.count - 1]]
            case .empty: []
            case .foreign: Array(#"{"results":[],"page":1}"#.utf8)
            case .headerLiesAboutLengths:
                Array(
                    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: " 10 ", with: " 999999999999 ").utf8
                )
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func damagedEntryIsAMissAndIsReplacedByTheNextStore(damage: Damage) throws {
        let key = "movie/603"
        try cache().store(response(key, body: #"{"id":603}"#))
        try damageTheOnlyEntry(damage.apply(to:))

        #expect(try cache().response(forKey: key) == nil)

        try cache().store(response(key, body: #"{"id":603}"#))
        #expect(try cache().response(forKey: key)?.body == Array(#"{"id":603}"#.utf8))
    }

    @Test func anotherKeysEntryUnderThisKeysNameIsAMiss() throws {
        try cache().store(response("movie/1", body: #"{"id":1}"#))
        let other = "\(folder)/\(try #require(try entryFiles().first))"
        try cache().store(response("movie/2", body: #"{"id":2}"#))
        let mine = try #require(try entryFiles().first { "\(folder)/\($0)" != other })
        // As if two keys had the same digest: the file for movie/2 holds movie/1's entry.
        #expect(rename(other, "\(folder)/\(mine)") == 0)

        #expect(try cache().response(forKey: "movie/2") == nil)
    }

    // MARK: - Size bound

    @Test func theBoundEvictsTheOldestFetchedFirst() throws {
        let body = String(repeating: "x", count: 900)
        let keys = ["movie/1", "movie/2", "movie/3", "movie/4"]
        // Stored out of fetch order: eviction follows fetch time, not write order.
        let fetchOrder = [1, 0, 2, 3]
        // Each entry takes 1,013 bytes: three fit, four do not.
        let bounded = cache(maxTotalBytes: 3100)
        for (index, key) in keys.enumerated() {
            try bounded.store(response(key, body: body, at: fetchedAt + Double(fetchOrder[index])))
        }

        #expect(try bounded.response(forKey: "movie/2") == nil)
        #expect(try bounded.response(forKey: "movie/1") != nil)
        #expect(try bounded.response(forKey: "movie/3") != nil)
        #expect(try bounded.response(forKey: "movie/4") != nil)
        #expect(try bounded.info() == JSONResponseCacheInfo(folder: folder, entryCount: 3, totalBytes: 3 * 1013))
    }

    @Test func anEntryLargerThanTheWholeBoundIsNotStoredAndEvictsNothing() throws {
        let bounded = cache(maxTotalBytes: 2000)
        try bounded.store(response("movie/1"))

        try bounded.store(response("movie/2", body: String(repeating: "x", count: 5000)))

        #expect(try bounded.response(forKey: "movie/2") == nil)
        #expect(try bounded.response(forKey: "movie/1") != nil)
    }

    // MARK: - Info and clear

    @Test func infoCountsEntriesAndBytesAndClearRemovesThem() throws {
        let cache = cache()
        try cache.store(response("movie/1"))
        try cache.store(response("movie/2"))
        // A writer that died left its temporary file: not an entry.
        try Data("partial".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(try entryFiles()[0]).tmp-1-abc"))
        let sizes = try entryFiles().map {
            try FileManager.default.attributesOfItem(atPath: "\(folder)/\($0)")[.size] as! Int
        }

        let info = try cache.info()
        #expect(info == JSONResponseCacheInfo(folder: folder, entryCount: 2, totalBytes: sizes.reduce(0, +)))

        #expect(try cache.clear() == info)
        #expect(try cache.info().entryCount == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func infoOfACacheNeverWrittenIsEmpty() throws {
        #expect(try cache().info() == JSONResponseCacheInfo(folder: folder, entryCount: 0, totalBytes: 0))
    }

    // MARK: - Storage failures

    @Test func aFileWhereTheFolderShouldBeIsAStorageError() throws {
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: temporary.appending("cache")))

        #expect(throws: MoviesError.self) { try self.cache().store(self.response("movie/1")) }
        do {
            _ = try cache().response(forKey: "movie/1")
            Issue.record("a lookup below a file succeeded")
        } catch {
            guard case .storage(let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.contains("Not a directory"))
        }
    }
}

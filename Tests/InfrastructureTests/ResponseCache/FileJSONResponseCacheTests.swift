import DataTestSupport
import FileSupport
import Foundation
import Glibc
import ResponseCache
import ResponseCacheInterface
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

    /// The entry files, as paths relative to the folder ("3/3fa…e1.entry").
    private func entryFiles() -> [String] {
        CacheFolderFiles(folder: folder).entries
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
        #expect(entryFiles().count == 1)
    }

    @Test func fileNameIsTheKeyDigestInTheSubfolderOfItsFirstDigitAndRevealsNoQuery() throws {
        try cache().store(response("search/movie?page=1&query=secretquery"))

        let paths = entryFiles()
        #expect(paths.count == 1)
        let parts = try #require(paths.first).split(separator: "/")
        #expect(parts.count == 2)
        let name = parts[1]
        #expect(name.count == 64 + ".entry".count)
        #expect(name.dropLast(6).allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(parts[0] == name.prefix(1))
        #expect(!name.contains("secret"))
    }

    // MARK: - Permissions

    @Test func foldersAre0700AndFiles0600() throws {
        try cache().store(response("movie/603"))

        #expect(mode(of: folder) == 0o700)
        #expect(mode(of: temporary.appending("cache")) == 0o700)
        let files = CacheFolderFiles(folder: folder)
        #expect(files.entries.count == 1)
        for path in files.all { #expect(mode(of: files.path(path)) == 0o600, "\(path)") }
        for path in files.entries { #expect(mode(of: files.path(String(path.prefix(1)))) == 0o700) }
    }

    @Test func anExistingFolderOpenToOthersIsNarrowedTo0700() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)

        try cache().store(response("movie/603"))

        #expect(mode(of: folder) == 0o700)
    }

    // MARK: - Damaged entries

    private func damageTheOnlyEntry(_ damage: ([UInt8]) -> [UInt8]) throws {
        let path = "\(folder)/\(try #require(entryFiles().first))"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try Data(damage(bytes)).write(to: URL(fileURLWithPath: path))
    }

    enum Damage: CaseIterable, Sendable {
        case truncated, corruptBody, empty, foreign, headerLiesAboutLengths, earlierFormat, dateOutOfRange

        /// `bytes` with the header's first field, the fetch time, replaced by `milliseconds`.
        static func replacingFetchTime(of bytes: [UInt8], with milliseconds: String) -> [UInt8] {
            var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let fields = lines[1].split(separator: " ")
            lines[1] = Substring(([Substring(milliseconds)] + fields.dropFirst()).joined(separator: " "))
            return Array(lines.joined(separator: "\n").utf8)
        }

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
            // The header is outside the checksum: a date no clock gives must be refused, not converted.
            case .dateOutOfRange:
                Self.replacingFetchTime(of: bytes, with: "-9223372036854775808")
            // Format 1 checked the body with SHA-256: its header's last field is no CRC-32.
            case .earlierFormat:
                Array(
                    String(decoding: bytes, as: UTF8.self).replacingOccurrences(
                        of: "response-cache-entry 3", with: "response-cache-entry 1"
                    ).utf8
                )
            }
        }
    }

    @Test func anEntryDatedLongAgoIsReadWithAnAgeThatDoesNotTrap() throws {
        let key = "movie/603"
        try cache().store(response(key, body: #"{"id":603}"#))
        try damageTheOnlyEntry { Damage.replacingFetchTime(of: $0, with: "1") }

        let entry = try #require(try cache().response(forKey: key))
        #expect(entry.age(at: Date(timeIntervalSince1970: 1e300)) == .milliseconds(Int64.max))
        #expect(entry.age(at: Date(timeIntervalSince1970: -1e300)) == .milliseconds(Int64.min))
        #expect(entry.age(at: Date(timeIntervalSince1970: 1)) == .milliseconds(999))
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
        let other = "\(folder)/\(try #require(entryFiles().first))"
        try cache().store(response("movie/2", body: #"{"id":2}"#))
        let mine = try #require(entryFiles().first { "\(folder)/\($0)" != other })
        // As if two keys had the same digest: the file for movie/2 holds movie/1's entry.
        #expect(rename(other, "\(folder)/\(mine)") == 0)

        #expect(try cache().response(forKey: "movie/2") == nil)
    }

    // MARK: - Info and clear

    @Test func infoCountsEntriesAndBytesAndClearRemovesThem() throws {
        let cache = cache()
        try cache.store(response("movie/1"))
        try cache.store(response("movie/2"))
        // A writer that died left its temporary file: not an entry.
        let files = CacheFolderFiles(folder: folder)
        let abandoned = "\(entryFiles()[0]).tmp-\(try DeadProcess.id())-abc"
        try Data("partial".utf8).write(to: URL(fileURLWithPath: files.path(abandoned)))

        let info = try cache.info()
        #expect(info == JSONResponseCacheInfo(folder: folder, entryCount: 2, totalBytes: files.entryBytes))

        #expect(try cache.clear() == info)
        #expect(try cache.info() == JSONResponseCacheInfo(folder: folder, entryCount: 0, totalBytes: 0))
        #expect(files.entries.isEmpty && files.temporaries.isEmpty, "\(files.all)")
    }

    @Test func infoOfACacheNeverWrittenIsEmptyAndCreatesNothing() throws {
        #expect(try cache().info() == JSONResponseCacheInfo(folder: folder, entryCount: 0, totalBytes: 0))
        #expect(try cache().clear() == JSONResponseCacheInfo(folder: folder, entryCount: 0, totalBytes: 0))
        #expect(!FileManager.default.fileExists(atPath: temporary.appending("cache")))
    }

    // MARK: - Storage failures

    @Test func aFileWhereTheFolderShouldBeIsAStorageError() throws {
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: temporary.appending("cache")))

        #expect(throws: FileError.self) { try self.cache().store(self.response("movie/1")) }
        do throws(FileError) {
            _ = try cache().response(forKey: "movie/1")
            Issue.record("a lookup below a file succeeded")
        } catch {
            #expect(error.message.contains("Not a directory"))
        }
    }
}

extension FileJSONResponseCacheTests {
    /// A file where the cache's folder, or the folder above it, should be: `clear` fails as
    /// `info` does, rather than report nothing removed, and leaves the file as it was.
    @Test(arguments: ["cache/movies", "cache"])
    func clearingWhereAFileStandsIsAStorageError(file: String) throws {
        if file == "cache/movies" {
            try FileManager.default.createDirectory(
                atPath: temporary.appending("cache"), withIntermediateDirectories: true)
        }
        let path = temporary.appending(file)
        try Data("x\n".utf8).write(to: URL(fileURLWithPath: path))

        #expect(throws: FileError.self) { try self.cache().info() }
        do throws(FileError) {
            let cleared = try cache().clear()
            Issue.record("clear succeeded: \(cleared)")
        } catch {
            #expect(error.message.contains("Not a directory"), "\(error.message)")
        }
        #expect(FileManager.default.contents(atPath: path) == Data("x\n".utf8))
    }
}

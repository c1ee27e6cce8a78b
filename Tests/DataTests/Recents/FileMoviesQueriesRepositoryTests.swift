import DataTestSupport
import DomainTestSupport
import Foundation
import Glibc
import MoviesData
import MoviesDomain
import Testing

final class FileMoviesQueriesRepositoryTests {
    let temporary: TemporaryFolder
    /// Two levels that do not exist yet, as `$XDG_STATE_HOME/movies` may not.
    let folder: String
    let notices = NoticeRecorder()
    // 2027-01-15 08:00:00 UTC, the time in the name of a file kept aside.
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.appending("state/movies")
    }

    deinit { temporary.remove() }

    private func storage(capacity: Int = FileMoviesQueriesRepository.defaultCapacity) -> FileMoviesQueriesRepository {
        FileMoviesQueriesRepository(folder: folder, capacity: capacity, notices: notices, now: clock.now)
    }

    private func texts(_ storage: FileMoviesQueriesRepository, maxCount: Int = 100) async throws -> [String] {
        try await storage.recentQueries(maxCount: maxCount).map(\.text)
    }

    private func mode(of path: String) -> mode_t {
        var status = stat()
        #expect(stat(path, &status) == 0, "stat \(path)")
        return status.st_mode & 0o777
    }

    // MARK: - The list

    @Test func twelveSavesLeaveTheTenNewestNewestFirst() async throws {
        for number in 1...12 { try await storage().saveRecentQuery(MovieFixtures.query("query \(number)")) }

        #expect(try await texts(storage()) == (3...12).reversed().map { "query \($0)" })
    }

    @Test func aRepeatInAnotherSpellingMovesToTheTopWithItsLatestSpelling() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Batman"))
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))

        try await storage().saveRecentQuery(MovieFixtures.query(" batman "))

        #expect(try await texts(storage()) == ["batman", "Alien"])
    }

    @Test func theYearIsKept() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Batman", year: 1989))

        #expect(try await storage().recentQueries(maxCount: 10) == [MovieFixtures.query("Batman", year: 1989)])
    }

    @Test func maxCountCutsTheList() async throws {
        for number in 1...5 { try await storage().saveRecentQuery(MovieFixtures.query("query \(number)")) }

        #expect(try await texts(storage(), maxCount: 2) == ["query 5", "query 4"])
    }

    @Test func readingWithNothingSavedIsEmptyAndCreatesNothing() async throws {
        #expect(try await texts(storage()).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: temporary.appending("state")))
    }

    @Test func clearForgetsEveryQuery() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Batman"))

        try await storage().clearRecentQueries()

        #expect(try await texts(storage()).isEmpty)
    }

    @Test func theFileIsPlainJSONNewestFirst() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        try await storage().saveRecentQuery(MovieFixtures.query("Heat", year: 1995))

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: storage().filePath)))
        let queries = try #require((json as? [String: Any])?["queries"] as? [[String: Any]])
        #expect(queries.map { $0["text"] as? String } == ["Heat", "Alien"])
        #expect(queries.first?["year"] as? Int == 1995)
    }

    // MARK: - Files

    @Test func theFolderIs0700AndTheFiles0600() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Batman"))

        #expect(mode(of: folder) == 0o700)
        #expect(mode(of: temporary.appending("state")) == 0o700)
        #expect(mode(of: storage().filePath) == 0o600)
        #expect(mode(of: "\(folder)/recent-queries.lock") == 0o600)
    }

    @Test(arguments: [
        "garbage, not JSON",
        "",
        #"{"version": 1, "queries": [{"text": "Alien"}, "#,
        #"{"version": 1, "queries": [{"text": "   "}]}"#,
        #"{"version": 0, "queries": []}"#,
    ])
    func aFileThatCannotBeParsedIsKeptAsideWithANotice(contents: String) async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: storage().filePath))

        #expect(try await texts(storage()).isEmpty)

        let keptPath = "\(storage().filePath).corrupt-20270115T080000Z"
        #expect(try Data(contentsOf: URL(fileURLWithPath: keptPath)) == Data(contents.utf8))
        #expect(notices.notices.count == 1)
        #expect(notices.notices.first?.contains(keptPath) == true)
        try await storage().saveRecentQuery(MovieFixtures.query("Batman"))
        #expect(try await texts(storage()) == ["Batman"])
        #expect(notices.notices.count == 1)
    }

    @Test func aFileOfANewerVersionIsLeftInPlaceReadAsNoneAndNeverOverwritten() async throws {
        let newer = #"{"version": 2, "queries": [{"text": "Alien", "lens": "new"}]}"#
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(newer.utf8).write(to: URL(fileURLWithPath: storage().filePath))
        let store = storage()

        #expect(try await texts(store).isEmpty)
        await #expect(throws: MoviesError.self) { try await store.saveRecentQuery(MovieFixtures.query("Heat")) }
        #expect(try await texts(store).isEmpty)

        #expect(try Data(contentsOf: URL(fileURLWithPath: storage().filePath)) == Data(newer.utf8), "left as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.contains(".corrupt-") })
        #expect(notices.notices.count == 2, "\(notices.notices)")
        #expect(notices.notices.first?.contains("written by a newer movies (format 2)") == true)
        #expect(notices.notices.last?.hasPrefix("the query was not saved in the recent queries: ") == true)
    }

    /// (Permissions do not stop root, who runs CI: the troubles here stop anyone.)
    @Test(arguments: ["a symbolic link in the file's place", "a folder in the lock's place"])
    func aQueryThatCannotBeSavedIsSaidOnce(trouble: String) async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if trouble.hasPrefix("a symbolic link") {
            #expect(symlink(temporary.appending("elsewhere.json"), storage().filePath) == 0)
        } else {
            try FileManager.default.createDirectory(
                atPath: "\(folder)/recent-queries.lock", withIntermediateDirectories: true)
        }
        let store = storage()

        for text in ["Alien", "Heat"] {
            await #expect(throws: MoviesError.self) { try await store.saveRecentQuery(MovieFixtures.query(text)) }
        }

        #expect(notices.notices.count == 1, "\(notices.notices)")
        #expect(notices.notices.first?.hasPrefix("the query was not saved in the recent queries: ") == true)
    }

    /// A read-only disk refuses every file created or opened for writing: reading opens none.
    @Test func readingOpensNothingForWriting() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        try FileManager.default.removeItem(atPath: "\(folder)/recent-queries.lock")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()

        #expect(try await texts(storage()) == ["Alien"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before, "no lock file made")
    }

    @Test func aSecondCorruptFileIsKeptBesideTheFirst() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for _ in 1...2 {
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: storage().filePath))
            try await storage().saveRecentQuery(MovieFixtures.query("Batman"))
        }

        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".corrupt-") }
        #expect(kept.count == 2)
        #expect(try await texts(storage()) == ["Batman"])
    }

    @Test func aFileWhereTheFolderShouldBeIsAStorageError() async throws {
        try Data("a file".utf8).write(to: URL(fileURLWithPath: temporary.appending("state")))

        await #expect(throws: MoviesError.self) { try await self.storage().saveRecentQuery(MovieFixtures.query()) }
    }

    // MARK: - Temporary files of killed writers

    /// A writer killed between creating its temporary file and the rename leaves it behind.
    private func plantTemporaryFile(pid: pid_t) throws -> String {
        let name = "recent-queries.json.tmp-\(pid)-q7w8"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
        return name
    }

    private var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    @Test func theNextSaveRemovesADeadWritersTemporaryFile() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        _ = try plantTemporaryFile(pid: try DeadProcess.id())

        try await storage().saveRecentQuery(MovieFixtures.query("Heat"))

        #expect(names == ["recent-queries.json", "recent-queries.lock"])
        #expect(try await texts(storage()) == ["Heat", "Alien"])
    }

    @Test func aLiveWritersTemporaryFileIsLeftAlone() async throws {
        let live = try plantTemporaryFile(pid: getpid())

        try await storage().saveRecentQuery(MovieFixtures.query("Heat"))

        #expect(names.contains(live))
    }

    @Test func clearingRemovesADeadWritersTemporaryFile() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        _ = try plantTemporaryFile(pid: try DeadProcess.id())

        try await storage().clearRecentQueries()

        #expect(names == ["recent-queries.lock"])
    }

    // MARK: - Concurrent savers

    /// Every save locks through its own descriptor, so tasks of one process race here as
    /// processes do; with room for all, a lost update would show as a missing query.
    @Test func concurrentSaversLoseNothing() async throws {
        let texts = (1...40).map { "query \($0)" }
        let storage = storage(capacity: 100)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for text in texts {
                group.addTask { try await storage.saveRecentQuery(MovieFixtures.query(text)) }
            }
            try await group.waitForAll()
        }

        #expect(try await Set(self.texts(storage)) == Set(texts))
    }

    @Test func concurrentSaversLeaveAValidFileOfTheTenNewest() async throws {
        let texts = (1...30).map { "query \($0)" }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for text in texts {
                // Separate store values too, as separate processes would have.
                let storage = storage()
                group.addTask { try await storage.saveRecentQuery(MovieFixtures.query(text)) }
            }
            try await group.waitForAll()
        }

        let saved = try await self.texts(storage())
        #expect(saved.count == 10)
        #expect(Set(saved).count == 10)
        #expect(Set(saved).isSubset(of: Set(texts)))
        #expect(notices.notices.isEmpty)
    }
}

import DataTestSupport
import DomainTestSupport
import Foundation
import Glibc
import MoviesData
import MoviesDomain
import Testing

/// Saving the newest query again changes nothing, so the file is not rewritten (no write, no
/// fsync at each repeated search); anything that changes the list rewrites it.
final class FileMoviesQueriesRepositoryRewriteTests {
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.appending("state/movies")
    }

    deinit { temporary.remove() }

    private func storage() -> FileMoviesQueriesRepository {
        FileMoviesQueriesRepository(folder: folder, notices: NoticeRecorder())
    }

    /// The recents file's inode: a rewrite (temporary file + rename) gives it a new one.
    private func inode() -> ino_t {
        var status = stat()
        #expect(stat(storage().filePath, &status) == 0)
        return status.st_ino
    }

    @Test func theNewestQuerySavedAgainLeavesTheFileAlone() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        try await storage().saveRecentQuery(MovieFixtures.query("Batman", year: 1989))
        let before = inode()

        try await storage().saveRecentQuery(MovieFixtures.query("Batman", year: 1989))

        #expect(inode() == before)
        #expect(try await storage().recentQueries(maxCount: 10).map(\.text) == ["Batman", "Alien"])
    }

    @Test(arguments: [("batman", 1989), ("Batman", 1992), ("Alien", nil)] as [(String, Int?)])
    func aNewSpellingYearOrOrderRewritesTheFile(text: String, year: Int?) async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        try await storage().saveRecentQuery(MovieFixtures.query("Batman", year: 1989))
        let before = inode()

        try await storage().saveRecentQuery(MovieFixtures.query(text, year: year))

        #expect(inode() != before)
        #expect(try await storage().recentQueries(maxCount: 1).first?.text == text)
    }
}

import DataTestSupport
import DomainTestSupport
import Foundation
import Glibc
import MoviesData
import MoviesDomain
import Testing

/// A writer killed between its temporary file and the rename leaves that file beside the
/// recents file; the next writer removes it when its process is gone (`TemporaryFile`).
final class FileMoviesQueriesStorageTemporaryFilesTests {
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.appending("state/movies")
    }

    deinit { temporary.remove() }

    private func storage() -> FileMoviesQueriesStorage {
        FileMoviesQueriesStorage(folder: folder, notices: NoticeRecorder())
    }

    private func plant(pid: pid_t) throws -> String {
        let name = "recent-queries.json.tmp-\(pid)-q7w8"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
        return name
    }

    private var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    @Test func theNextSaveRemovesADeadWritersTemporaryFile() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        _ = try plant(pid: try DeadProcess.id())

        try await storage().saveRecentQuery(MovieFixtures.query("Heat"))

        #expect(names == ["recent-queries.json", "recent-queries.lock"])
        #expect(try await storage().recentQueries(maxCount: 10).map(\.text) == ["Heat", "Alien"])
    }

    @Test func aLiveWritersTemporaryFileIsLeftAlone() async throws {
        let live = try plant(pid: getpid())

        try await storage().saveRecentQuery(MovieFixtures.query("Heat"))

        #expect(names.contains(live))
    }

    @Test func clearingRemovesADeadWritersTemporaryFile() async throws {
        try await storage().saveRecentQuery(MovieFixtures.query("Alien"))
        _ = try plant(pid: try DeadProcess.id())

        try await storage().clearRecentQueries()

        #expect(names == ["recent-queries.lock"])
    }
}

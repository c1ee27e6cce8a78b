import DataTestSupport
import Foundation
import Glibc
import MoviesData
import MoviesDomain
import Testing

final class FilePosterFilesRepositoryTests {
    let folder: TemporaryFolder
    let repository = FilePosterFilesRepository()

    init() throws {
        folder = try TemporaryFolder()
    }

    deinit { folder.remove() }

    private func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// The process's umask, read without changing it (`umask(2)` cannot): tests run in parallel.
    private static func umask() throws -> mode_t {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        return try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "poster.jpg" }
    }

    @Test func savesTheImageAsAFileOfTheUsersWithNothingLeftBeside() async throws {
        let path = folder.appending("poster.jpg")

        try await repository.save([0xFF, 0xD8, 0xFF], to: path)

        #expect(contents(path) == [0xFF, 0xD8, 0xFF])
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o644 & ~(try Self.umask()), "a file for the user to keep")
        #expect(try leftovers().isEmpty, "no temporary file is left")
    }

    @Test func replacesAFileAlreadyThere() async throws {
        let path = folder.appending("poster.jpg")
        try await repository.save(Array(repeating: 1, count: 10_000), to: path)

        try await repository.save([2, 3], to: path)

        #expect(contents(path) == [2, 3])
        #expect(try leftovers().isEmpty)
    }

    /// A file the user kept to themselves stays theirs alone when a poster replaces it: it was
    /// made 0644 (less the umask), as a new file is.
    @Test func aReplacedFileKeepsItsPermissions() async throws {
        let path = folder.appending("poster.jpg")
        try await repository.save([1], to: path)
        #expect(chmod(path, 0o600) == 0)

        try await repository.save([2, 3], to: path)

        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(contents(path) == [2, 3])
    }

    @Test func aFolderThatIsNotThereIsAStorageFailureNamingTheFile() async throws {
        let path = folder.appending("missing/poster.jpg")

        await #expect(throws: MoviesError.storage(message: "cannot write \(path): No such file or directory")) {
            try await repository.save([0xFF], to: path)
        }
        #expect(try leftovers().isEmpty)
    }
}

import DataTestSupport
import Foundation
import Glibc
import Testing

@testable import FileSupport

/// The one rule for abandoned temporary files: stale when the writer is gone or the file has not
/// changed for a minute; anything else is left alone.
final class TemporaryFileTests {
    let temporary: TemporaryFolder

    init() throws {
        temporary = try TemporaryFolder()
    }

    deinit { temporary.remove() }

    private func plant(_ name: String) throws {
        try Data("partial".utf8).write(to: URL(fileURLWithPath: temporary.appending(name)))
    }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: temporary.appending(name))
    }

    @Test func aNewTemporaryPathNamesItsTargetAndThisProcess() {
        let path = TemporaryFile.path(for: "/state/recent-queries.json")

        #expect(path.hasPrefix("/state/recent-queries.json.tmp-\(getpid())-"))
        #expect(path != TemporaryFile.path(for: "/state/recent-queries.json"))
    }

    @Test func aDeadWritersFileIsRemoved() throws {
        let name = "recent-queries.json.tmp-\(try DeadProcess.id())-k3x9"
        try plant(name)

        #expect(TemporaryFile.removeIfStale(named: name, in: temporary.path))
        #expect(!exists(name))
    }

    @Test func aLiveWritersRecentFileIsKept() throws {
        let name = "counters.tmp-\(getpid())-k3x9"
        try plant(name)

        #expect(!TemporaryFile.removeIfStale(named: name, in: temporary.path))
        #expect(exists(name))
    }

    @Test func aFileUnchangedForMoreThanAMinuteIsRemovedWhoeverWroteIt() throws {
        let name = "counters.tmp-\(getpid())-k3x9"
        try plant(name)
        let later = Date().addingTimeInterval(TemporaryFile.maxAge + 5)

        #expect(TemporaryFile.removeIfStale(named: name, in: temporary.path, now: later))
        #expect(!exists(name))
    }

    @Test(arguments: [
        "recent-queries.json", "recent-queries.lock", "recent-queries.json.corrupt-20261122T001500Z",
        "counters", ".tmp-1-abc", "x.tmp-0-abc", "x.tmp-12-", "x.tmp-abc-12", "x.tmp-12-a-b", "x.temp-12-abc",
    ])
    func otherNamesAreNeverRemoved(name: String) throws {
        try plant(name)
        let muchLater = Date().addingTimeInterval(3600)

        #expect(!TemporaryFile.removeIfStale(named: name, in: temporary.path, now: muchLater))
        #expect(exists(name))
    }

    @Test func aFolderNamedLikeATemporaryFileIsLeftAlone() throws {
        let name = "x.tmp-\(try DeadProcess.id())-abc"
        try FileManager.default.createDirectory(atPath: temporary.appending(name), withIntermediateDirectories: false)

        #expect(!TemporaryFile.removeIfStale(named: name, in: temporary.path))
        #expect(exists(name))
    }
}

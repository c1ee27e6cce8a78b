import DataTestSupport
import Foundation
import Glibc
import TestScheduling
import Testing

/// Symbolic links where `movies` keeps its files: each is refused with one sentence that names
/// the link and says to remove it, by every command that reaches it, and nothing behind a link
/// is read, changed or deleted.
@Suite(.offThePool, .timeLimit(.minutes(30)))
struct LinkedStorageEndToEndTests {
    /// What every refusal of a linked cache or state folder says of it.
    private static func linkedFolder(_ folder: URL) -> String {
        "cannot use \(folder.path): it is a symbolic link, and the files kept there need a folder of their own; "
            + "remove the link"
    }

    /// The sandbox's cache, filled by a search, moved to another folder and linked from its place.
    private static func linkedCache(_ sandbox: CLISandbox) throws -> (target: URL, files: [String]) {
        let search = try sandbox.run(["search", "alien"])
        #expect(search.status == 0, "\(search.err)")
        let target = sandbox.root.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: sandbox.cacheFolder, to: target)
        #expect(symlink(target.path, sandbox.cacheFolder.path) == 0)
        let files = CacheFolderFiles(folder: target.path).all
        #expect(!CacheFolderFiles(folder: target.path).entries.isEmpty, "the search kept its answer")
        return (target, files)
    }

    @Test(arguments: [["cache", "info"], ["cache", "info", "--json"], ["cache", "clear"]])
    func theCacheCommandsRefuseALinkedCacheFolderAsSearchesDo(arguments: [String]) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let (target, files) = try Self.linkedCache(sandbox)

        let run = try sandbox.run(arguments)

        #expect(run.status == 1, "a storage failure: \(run.status) \(run.out) \(run.err)")
        #expect(run.out.isEmpty, "\(run.out)")
        #expect(run.err.contains(Self.linkedFolder(sandbox.cacheFolder)), "\(run.err)")
        #expect(run.err.split(separator: "\n").count == 1, "one line: \(run.err)")
        #expect(CacheFolderFiles(folder: target.path).all == files, "nothing in the link's target changed")
    }

    @Test func aSearchAnswersNothingFromBehindALinkedCacheFolder() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let (target, files) = try Self.linkedCache(sandbox)
        let requests = try server.stats().requests

        let run = try sandbox.run(["search", "alien"])

        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.err.contains("the response cache is not used: " + Self.linkedFolder(sandbox.cacheFolder)), "\(run.err)")
        #expect(try server.stats().requests == requests + 1, "asked TMDB, not the entry behind the link")
        #expect(CacheFolderFiles(folder: target.path).all == files)
    }

    /// `recent` and `recent --clear` refuse a linked state folder as a search does: nothing
    /// behind the link is listed, deleted or locked.
    @Test(arguments: [["recent"], ["recent", "--clear"], ["recent", "--json"]])
    func theRecentCommandsRefuseALinkedStateFolderAsSearchesDo(arguments: [String]) throws {
        let sandbox = try CLISandbox()
        let target = sandbox.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let recents = #"{"queries":[{"text":"precious query"}],"version":1}"#
        try Data(recents.utf8).write(to: target.appendingPathComponent("recent-queries.json"))
        try FileManager.default.createDirectory(
            at: sandbox.stateFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(symlink(target.path, sandbox.stateFolder.path) == 0)

        let run = try sandbox.run(arguments)

        #expect(run.status == 1, "a storage failure: \(run.status) \(run.out) \(run.err)")
        #expect(!run.out.contains("precious query"), "\(run.out)")
        #expect(run.err.contains(Self.linkedFolder(sandbox.stateFolder)), "\(run.err)")
        #expect(run.err.split(separator: "\n").count == 1, "one line: \(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["recent-queries.json"])
        let kept = try String(contentsOf: target.appendingPathComponent("recent-queries.json"), encoding: .utf8)
        #expect(kept == recents, "the file behind the link is as it was")
    }

    @Test func aRecentQueriesFileThatIsALinkIsNamedAsOne() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(at: sandbox.stateFolder, withIntermediateDirectories: true)
        let target = sandbox.root.appendingPathComponent("my-recents.json")
        try Data("{}".utf8).write(to: target)
        let file = sandbox.stateFolder.appendingPathComponent("recent-queries.json")
        #expect(symlink(target.path, file.path) == 0)

        let run = try sandbox.run(["recent"])

        #expect(run.status == 1, "\(run.status) \(run.err)")
        #expect(
            run.err.contains(
                "cannot read \(file.path): it is a symbolic link, and a file kept there must be a file of its own; "
                    + "remove the link"), "\(run.err)")
        #expect(!run.err.contains("Too many levels"), "\(run.err)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "{}", "the link's target left alone")
    }

    @Test func aCacheEntryThatIsALinkIsNamedAsOne() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let cache = CacheFolderFiles(folder: sandbox.cacheFolder.path)
        let entry = try #require(cache.entries.first)
        let target = sandbox.root.appendingPathComponent("an-entry")
        try FileManager.default.moveItem(atPath: cache.path(entry), toPath: target.path)
        #expect(symlink(target.path, cache.path(entry)) == 0)

        let run = try sandbox.run(["search", "alien"])

        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.err.contains(
                "cannot read \(cache.path(entry)): it is a symbolic link, and a file kept there must be a file of its "
                    + "own; remove the link"), "\(run.err)")
        #expect(!run.err.contains("Too many levels"), "\(run.err)")
    }
}

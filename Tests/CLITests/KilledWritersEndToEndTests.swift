import DataTestSupport
import Foundation
import MoviesData
import ResponseCache
import TestScheduling
import Testing

/// `movies` processes killed (`kill -9`) at random points while they save a recent query or a
/// cache entry: every file they leave is whole, and the temporary files of the dead are removed
/// by the next writer (recents) or the next cleanup (the cache's `clear` lists everything).
@Suite(.offThePool)
struct KilledWritersEndToEndTests {
    static let kills = 60

    /// Runs `movies` under `timeout -s KILL`, killed after a random few milliseconds.
    /// `--foreground` makes `timeout` kill `movies` alone and reap it; otherwise it kills its own
    /// process group, itself included, and `movies` stays a zombie (a pid still in use) until
    /// the system reaps it.
    static func killedRandomly(
        _ arguments: [String], environment: [String: String], within microseconds: ClosedRange<Int>
    ) throws -> MoviesBinary.Run {
        let delay = String(format: "%.6f", Double(Int.random(in: microseconds)) / 1e6)
        let launcher = ["/usr/bin/timeout", "--foreground", "--signal=KILL", delay]
        return try MoviesBinary.run(arguments, environment: environment, launcher: launcher)
    }

    /// What a writer killed between creating its temporary file and writing it leaves (the
    /// window is microseconds wide, so random kills rarely hit it; this one always is there).
    static func plantAbandonedFile(in folder: URL, target: String) throws {
        let name = "\(target).tmp-\(try DeadProcess.id())-k1ll3d"
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Foundation.Data().write(to: folder.appendingPathComponent(name))
    }

    @Test func recentQueriesSurviveWritersKilledAtRandomPoints() throws {
        let sandbox = try CLISandbox()
        // A catalog search takes about 11 ms here (debug build).
        for index in 0..<Self.kills {
            _ = try Self.killedRandomly(
                ["search", "killed \(index)", "--source", "catalog"], environment: sandbox.environment,
                within: 500...15_000)
        }
        try Self.plantAbandonedFile(in: sandbox.stateFolder, target: "recent-queries.json")

        let recent = try sandbox.run(["recent", "--json"])
        #expect(recent.status == 0 && recent.err.isEmpty, "\(recent.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        #expect(!names.contains { $0.contains("corrupt") }, "\(names)")

        let next = try sandbox.run(["search", "survivor", "--source", "catalog"])

        #expect(next.status == 0, "\(next.err)")
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        #expect(Set(left) == ["recent-queries.json", "recent-queries.lock"], "\(left)")
        let saved = try SearchEndToEndTests.object(try sandbox.run(["recent", "--json"]).out)["queries"] as? [String]
        #expect(saved?.first == "survivor")
    }

    @Test func cacheEntriesSurviveWritersKilledAtRandomPoints() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        for index in 0..<Self.kills {
            _ = try Self.killedRandomly(
                ["search", "killed \(index)"], environment: sandbox.environment, within: 500...40_000)
        }
        try Self.plantAbandonedFile(
            in: sandbox.cacheFolder.appendingPathComponent("7"), target: String(repeating: "7", count: 64) + ".entry")

        let cache = FileJSONResponseCache(folder: sandbox.cacheFolder.path)
        let files = CacheFolderFiles(folder: sandbox.cacheFolder.path)
        let keys = try (0..<Self.kills).map { try FaultMatrixEndToEndTests.searchKey("killed \($0)", in: sandbox) }
        let readable = try keys.filter { try cache.response(forKey: $0) != nil }
        #expect(readable.count == files.entries.count, "every entry on disk is whole")
        // The tolerance: a writer killed between its entry and its counters leaves them short.
        let info = try cache.info()
        #expect(info.entryCount <= files.entries.count && info.totalBytes <= files.entryBytes, "\(info)")

        let clear = try sandbox.run(["cache", "clear"])

        #expect(clear.status == 0, "\(clear.err)")
        #expect(files.entries.isEmpty && files.temporaries.isEmpty, "\(files.all)")
    }
}

import DataTestSupport
import Foundation
import MoviesData
import ResponseCache
import ResponseCacheInterface
import TestScheduling
import Testing

/// `movies` processes writing the response cache at once: the bound holds and the counters stay
/// exact, through the built binary against the fixture server.
@Suite(.offThePool)
struct CacheBoundEndToEndTests {
    static let sessions = 8
    /// With the cache full to its bound, the sessions' writes keep evicting: 60 searches a
    /// session are 480 writes at once, few enough for eight sanitized processes on two cores.
    static let searchesPerSession = 60
    /// Result counts of each session's pages (the fixture server's `total` fault): entries from
    /// about 0.6 KiB to 11 KiB, and sessions that rewrite each other's keys with other sizes.
    static let resultCounts = [1, 2, 4, 7, 10, 14, 20, 100]

    /// Session `session`'s queries: every other one shared by all sessions, the rest its own.
    static func queries(session: Int) -> [String] {
        (0..<searchesPerSession).map { $0.isMultiple(of: 2) ? "shared \($0)" : "own \(session) \($0)" }
    }

    @Test func eightSessionsOf60SearchesOfMixedSizesKeepTheBound() async throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let cache = FileJSONResponseCache(folder: sandbox.cacheFolder.path)
        // The cache full to its bound already, so that the sessions' writes keep cleaning up.
        let prefill = try Self.fill(cache, bytes: cache.maxTotalBytes)

        let runs = await withTaskGroup(of: MoviesBinary.Run?.self) { group in
            for session in 0..<Self.sessions {
                var environment = sandbox.environment
                environment["TMDB_API_BASE"] = server.baseURL(fault: "total/\(Self.resultCounts[session])")
                let input =
                    Self.queries(session: session).enumerated()
                    .map { $0.offset == 0 ? $0.element : "/\($0.element)" }.joined(separator: "\n") + "\nq\n"
                group.addTask {
                    await MoviesBinary.runOnItsOwnThread(
                        ["interactive", "--refresh"], environment: environment, stdin: input, timeout: .seconds(600))
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        for run in runs {
            let run = try #require(run, "a session did not start")
            #expect(run.status == 0 && !run.timedOut, "\(run.err)")
            #expect(run.err.isEmpty, "\(run.err)")
        }
        #expect(try server.stats().requests == Self.sessions * Self.searchesPerSession)
        let files = CacheFolderFiles(folder: sandbox.cacheFolder.path)
        let share = cache.maxTotalBytes / 16
        #expect(files.entryBytes <= cache.maxTotalBytes + share, "\(files.entryBytes) bytes on disk")
        #expect(files.temporaries.isEmpty, "\(files.temporaries)")
        // No writer was killed: the accounts are exact.
        let info = try cache.info()
        #expect(info.entryCount == files.entries.count && info.totalBytes == files.entryBytes, "\(info)")
        // Every file on disk is a whole entry of one of the keys written.
        let keys =
            try prefill
            + (0..<Self.sessions).flatMap { session in
                let base = server.baseURL(fault: "total/\(Self.resultCounts[session])")
                return try Self.queries(session: session).map { try FaultMatrixEndToEndTests.searchKey($0, base: base) }
            }
        let readable = try Set(keys).filter { try cache.response(forKey: $0) != nil }
        #expect(readable.count == files.entries.count)
    }

    /// Stores entries of 64 KiB bodies until `bytes` were written; returns their keys.
    static func fill(_ cache: FileJSONResponseCache, bytes: Int) throws -> [String] {
        let body = Array(#"{"page":1,"results":[],"padding":"\#(String(repeating: "p", count: 65_536))"}"#.utf8)
        let keys = (0..<(bytes / body.count)).map { "prefill/\($0)" }
        for key in keys {
            try cache.store(CachedJSONResponse(key: key, fetchedAt: Date(timeIntervalSinceNow: -3600), body: body))
        }
        return keys
    }
}

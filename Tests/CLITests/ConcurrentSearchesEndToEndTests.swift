import DataTestSupport
import Foundation
import MoviesData
import ResponseCache
import TestScheduling
import Testing

/// Many `movies` processes saving recent queries, or settings, at once, in one folder.
@Suite(.offThePool)
struct ConcurrentSearchesEndToEndTests {
    /// As many writers as the list keeps (10), so that every query must survive: a lost update
    /// (two processes reading the same list, the later write dropping the earlier query) fails
    /// it. Five rounds, each in a new state folder, give the race five chances. Checked once with
    /// the lock taken out of `FileMoviesQueriesRepository`: it failed (see the note).
    @Test(arguments: 1...5)
    func tenConcurrentWritersAllKeepTheirQuery(round: Int) async throws {
        let sandbox = try CLISandbox()
        // Ten queries that find something (a search that finds nothing is not saved).
        let queries = [
            "alien", "heat", "star wars", "matrix", "blade runner", "godfather", "casablanca", "vertigo", "jaws",
            "rocky",
        ]
        let environment = sandbox.environment

        let statuses = await withTaskGroup(of: Int32.self) { group in
            for query in queries {
                group.addTask {
                    let run = await MoviesBinary.runOnItsOwnThread(
                        ["search", query, "--source", "catalog"], environment: environment, timeout: .seconds(60))
                    return run.map { $0.timedOut ? -1 : $0.status } ?? -2
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 0, count: 10))
        let recent = try sandbox.run(["recent", "--json"])
        #expect(recent.status == 0)
        let saved = try #require(try SearchEndToEndTests.object(recent.out)["queries"] as? [String])
        #expect(Set(saved) == Set(queries), "lost: \(Set(queries).subtracting(saved).sorted())")
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        #expect(files.allSatisfy { !$0.contains("tmp") && !$0.contains("corrupt") }, "\(files)")
    }

    /// Six `config set` of six settings at once: each stays (they rewrite one file, so each
    /// change is made under the file's lock). Three rounds, each with a new settings file.
    @Test(arguments: 1...3)
    func settingsChangedAtOnceAllStay(round: Int) async throws {
        let sandbox = try CLISandbox()
        let settings = [
            ("language", "de"), ("region", "FR"), ("timeout", "20"), ("color", "never"), ("source", "catalog"),
            ("images", "none"),
        ]
        let environment = sandbox.environment

        let statuses = await withTaskGroup(of: Int32.self) { group in
            for (key, value) in settings {
                group.addTask {
                    let run = await MoviesBinary.runOnItsOwnThread(
                        ["config", "set", key, value], environment: environment, timeout: .seconds(60))
                    return run.map { $0.timedOut ? -1 : $0.status } ?? -2
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 0, count: settings.count))
        let file = try String(contentsOf: sandbox.configFile, encoding: .utf8)
        for (key, value) in settings { #expect(file.contains("\(key) = \(value)\n"), "\(key) lost: \(file)") }
    }

    @Test func fiftyTMDBSearchesOverTwentyQueriesLeaveValidFiles() async throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let queries = (1...20).map { "query \($0)" }
        let environment = sandbox.environment

        let runs = await withTaskGroup(of: (String, MoviesBinary.Run?).self) { group in
            for index in 0..<50 {
                let query = queries[index % queries.count]
                group.addTask {
                    (
                        query,
                        await MoviesBinary.runOnItsOwnThread(
                            ["search", query], environment: environment, timeout: .seconds(120))
                    )
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(runs.count == 50)
        for (query, run) in runs {
            let run = try #require(run, "movies search \(query) did not start")
            #expect(run.status == 0 && !run.timedOut, "\(query): \(run.err)")
            #expect(run.out.contains("\(query) 1 "), "\(query): \(run.out)")
            #expect(CLISandbox.secrets(in: run.stdout + run.stderr).isEmpty)
        }
        // Every entry whole: read back through the real cache, its body TMDB's page for its query.
        let cache = FileJSONResponseCache(folder: sandbox.cacheFolder.path)
        #expect(try cache.info().entryCount == 20)
        for query in queries {
            let entry = try #require(try cache.response(forKey: FaultMatrixEndToEndTests.searchKey(query, in: sandbox)))
            let page = try SearchEndToEndTests.object(String(decoding: entry.body, as: UTF8.self))
            let titles = (page["results"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
            #expect(titles == (1...20).map { "\(query) \($0)" })
        }
        let recent = try sandbox.run(["recent", "--json"])
        #expect(recent.status == 0)
        let saved = try #require(try SearchEndToEndTests.object(recent.out)["queries"] as? [String])
        #expect(saved.count == 10 && Set(saved).count == 10, "\(saved)")
        #expect(Set(saved).isSubset(of: Set(queries)))
        let cacheFiles = CacheFolderFiles(folder: sandbox.cacheFolder.path).all
        let cacheFile: (String) -> Bool = {
            $0.hasSuffix(".entry") || $0.hasSuffix("/counters")
        }
        #expect(cacheFiles.allSatisfy(cacheFile), "leftovers in the cache: \(cacheFiles)")
        let stateFiles = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        #expect(Set(stateFiles) == ["recent-queries.json", "recent-queries.lock"], "leftovers: \(stateFiles)")
        sandbox.expectNoSecretsInFiles()
    }
}

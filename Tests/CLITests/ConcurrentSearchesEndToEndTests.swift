import Foundation
import MoviesTestSupport
import Testing

/// Many `movies` processes saving recent queries at once, in one state folder.
struct ConcurrentSearchesEndToEndTests {
    @Test func thirtyProcessesLeaveTenDistinctRecentQueries() async throws {
        let sandbox = try CLISandbox()
        let queries = (1...30).map { "alien \($0)" }
        let environment = sandbox.environment

        let statuses = await withTaskGroup(of: Int32.self) { group in
            for query in queries {
                group.addTask {
                    let run = try? MoviesBinary.run(
                        ["search", query, "--source", "catalog"], environment: environment, timeout: .seconds(60))
                    return run.map { $0.timedOut ? -1 : $0.status } ?? -2
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 0, count: 30))
        let recent = try sandbox.run(["recent", "--json"])
        #expect(recent.status == 0)
        let document = try SearchEndToEndTests.object(recent.out)
        let saved = try #require(document["queries"] as? [String])
        #expect(saved.count == 10)
        #expect(Set(saved).count == 10)
        #expect(Set(saved).isSubset(of: Set(queries)))
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        #expect(files.allSatisfy { !$0.contains("tmp") && !$0.contains("corrupt") }, "\(files)")
    }
}

import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// Searches that ask for several pages at once (`--limit` past one page, `--pages`) through the
/// built binary, from the catalog and from TMDB's stand-in. The optimized build once answered
/// them with nothing (swiftlang/swift#91911, see `MultiPageSearchMoviesInteractor`): `.ci/run`'s
/// release stage runs these against the binary users get.
@Suite(.offThePool)
struct SeveralPagesEndToEndTests {
    @Test func aLimitPastOnePageShowsThatManyRows() throws {
        let run = try CLISandbox().run(["search", "star", "--source", "catalog", "--limit", "25"])

        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.split(separator: "\n").dropFirst(2).count == 25, "\(run.out)")
    }

    @Test func threePagesAreTheOnePagesInTheirOrder() throws {
        let sandbox = try CLISandbox()
        let search = ["search", "star", "--source", "catalog", "--format", "tsv"]

        let three = try sandbox.run(search + ["--pages", "3"])
        let onePageEach = try (1...3).map { try sandbox.run(search + ["--page", String($0)]).out }

        #expect(three.status == 0, "\(three.err)")
        #expect(three.out.split(separator: "\n").count == 60)
        #expect(three.out == onePageEach.joined(), "pages 1, 2 and 3 in that order")
    }

    @Test func aLimitPastEveryMatchShowsThemAll() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "star", "--source", "catalog", "--limit", "400", "--json"])

        #expect(run.status == 0, "\(run.err)")
        let document = try SearchEndToEndTests.object(run.out)
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(document["total_results"] as? Int == 222, "the catalog's matches for \"star\"")
        #expect(results.count == 222)
        #expect(Set(results.compactMap { $0["id"] as? String }).count == 222, "no page twice")
    }

    @Test func threeTMDBPagesArriveWhole() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let run = try sandbox.run(["search", "marvel", "--pages", "3", "--format", "tsv"])

        #expect(run.status == 0, "\(run.err)")
        let titles = run.out.split(separator: "\n").map { $0.split(separator: "\t").dropFirst().first ?? "" }
        #expect(titles == (1...60).map { "marvel \($0)"[...] })
        #expect(try server.stats().paths["/3/search/movie"] == 3)
    }
}

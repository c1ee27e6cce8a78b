import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// A page TMDB sends empty while its totals say the page holds results: the run says what was
/// sent, not that the page is past the last, and keeps no such answer in the cache.
@Suite(.offThePool, .timeLimit(.minutes(30)))
struct EmptyPagesEndToEndTests {
    @Test(arguments: [[String](), ["--format", "tsv"]])
    func anEmptyFirstPageWithTotalsIsSaidAsSentAndNotKept(format: [String]) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "page-size/0")

        let first = try sandbox.run(["search", "alien"] + format)
        let again = try sandbox.run(["search", "alien"] + format)

        let said = "TMDB sent page 1 of \"alien\" empty, though it reports 100 movies on 5 pages."
        for run in [first, again] {
            #expect(run.status == 0, "\(run.err)")
            #expect((run.out + run.err).contains(said), "\(run.out) \(run.err)")
            #expect(!(run.out + run.err).contains("past the last"), "\(run.out) \(run.err)")
        }
        let searches = try server.stats().paths.filter { $0.key.hasSuffix("/search/movie") }.values.reduce(0, +)
        #expect(searches == 2, "the empty page was not kept: asked twice")
        #expect(CacheFolderFiles(folder: sandbox.cacheFolder.path).entries.isEmpty)
    }
}

import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// A page whose totals count fewer movies or pages than it carries (`total_results: 0` over 20
/// results): the header and the JSON count at least what was received, never "0 movies, page 1
/// of 0" above the rows.
@Suite(.offThePool, .timeLimit(.minutes(30)))
struct PageTotalsEndToEndTests {
    @Test(arguments: [
        (["alien"], "\"alien\": 20 movies, page 1 of 1", 20, 1),
        (["alien", "--page", "2"], "\"alien\": 40 movies, page 2 of 2", 40, 2),
    ])
    func totalsBelowWhatThePageCarriesAreRaisedToIt(
        words: [String], header: String, totalResults: Int, totalPages: Int
    ) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "claimed-total/0")

        let text = try sandbox.run(["search"] + words)
        let json = try sandbox.run(["search", "--json"] + words)

        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.hasPrefix(header), "\(text.out)")
        #expect(text.out.split(separator: "\n").count > 20, "the 20 rows are listed: \(text.out)")
        let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(document?["total_results"] as? Int == totalResults, "\(json.out)")
        #expect(document?["total_pages"] as? Int == totalPages, "\(json.out)")
        #expect((document?["results"] as? [Any])?.count == 20)
    }
}

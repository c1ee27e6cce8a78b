import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// A TMDB movie's web page is one of `show`'s facts and the `url` of every JSON movie; the
/// catalog's movies have none (`null`).
@Suite(.offThePool)
struct WebPageEndToEndTests {
    @Test func showAndJSONCarryTheTMDBPage() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let show = try sandbox.run(["show", "603"])
        #expect(show.status == 0)
        #expect(show.out.contains("\nWeb       https://www.themoviedb.org/movie/603\n"), "\(show.out)")

        // The page's address, as pasted, shows the same movie.
        let pasted = try sandbox.run(["show", "https://www.themoviedb.org/movie/603-the-matrix"])
        #expect(pasted.status == 0 && pasted.out == show.out, "\(pasted.err)")

        let json = try sandbox.run(["show", "603", "--json"])
        let details = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(details["url"] as? String == "https://www.themoviedb.org/movie/603")

        let search = try sandbox.run(["search", "alien", "--json"])
        let page = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout)) as? [String: Any])
        let results = try #require(page["results"] as? [[String: Any]])
        #expect(results.first?["url"] as? String == "https://www.themoviedb.org/movie/2633001")
    }

    @Test func theCatalogsMoviesHaveNone() throws {
        let sandbox = try CLISandbox()
        let show = try sandbox.run(["show", "c6088"])
        #expect(!show.out.contains("Web "))
        let json = try sandbox.run(["show", "c6088", "--json"])
        let details = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(details["url"] is NSNull)
        #expect(Array(details.keys).contains("url"))
    }
}

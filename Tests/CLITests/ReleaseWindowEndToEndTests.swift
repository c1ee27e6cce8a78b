import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies upcoming` and `now-playing` keep TMDB's date window (`dates: {maximum, minimum}`),
/// through the built binary against the fixture server, whose lists date every tenth film
/// outside it: the window is said in one line on stderr and in `--json`'s `"dates"` (after the
/// old fields), and the films outside it (upcoming's already out, now playing's still to come)
/// are not listed; the other lists say no window.
@Suite(.offThePool)
struct ReleaseWindowEndToEndTests {
    private static func json(_ run: MoviesBinary.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any], "\(run.err)")
    }

    private static func tmdb() throws -> (FixtureServer, CLISandbox) {
        let server = try FixtureServer.started()
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        return (server, sandbox)
    }

    @Test func upcomingSaysItsWindowAndLeavesOutTheFilmsAlreadyOut() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let text = try sandbox.run(["upcoming"])
        let document = try Self.json(try sandbox.run(["upcoming", "--json"]))

        #expect(text.status == 0)
        #expect(text.err == "movies: Releases from 2026-11-27 to 2026-12-24 (2 films already out left out)\n")
        #expect(text.out.contains("movie/upcoming 9 ") && !text.out.contains("movie/upcoming 10 "), "\(text.out)")
        #expect(!text.out.contains("movie/upcoming 20 "))
        #expect(document["dates"] as? [String: String] == ["minimum": "2026-11-27", "maximum": "2026-12-24"])
        #expect(document["left_out_of_dates"] as? Int == 2)
        let results = try #require(document["results"] as? [[String: Any]])
        let dates = results.compactMap { $0["release_date"] as? String }
        #expect(results.count == 18 && dates.count == 18)
        #expect(dates.allSatisfy { $0 >= "2026-11-27" }, "\(dates)")
    }

    @Test func nowPlayingLeavesOutTheFilmsStillToCome() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let text = try sandbox.run(["now-playing", "--page", "2"])
        let document = try Self.json(try sandbox.run(["now-playing", "--json", "--page", "2"]))

        #expect(text.status == 0)
        #expect(text.err == "movies: In cinemas from 2026-11-27 to 2026-12-24 (2 films not out yet left out)\n")
        let dates = try #require(document["results"] as? [[String: Any]]).compactMap { $0["release_date"] as? String }
        #expect(dates.count == 18 && dates.allSatisfy { $0 <= "2026-12-24" }, "\(dates)")
        #expect(document["list"] as? String == "now-playing" && document["total_results"] as? Int == 100)
    }

    @Test func theOtherListsSayNoWindowAndTheSchemaOnlyGrows() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let popular = try sandbox.run(["popular", "--json"])
        let text = try sandbox.run(["popular"])

        #expect(popular.out.hasSuffix("\"list\": \"popular\",\n  \"dates\": null,\n  \"left_out_of_dates\": 0\n}\n"))
        #expect(try Self.json(popular)["results"] is [Any], "the old fields stay")
        #expect(text.err.isEmpty)
        #expect(try Self.json(try sandbox.run(["popular", "--json"]))["results"] != nil)
    }
}

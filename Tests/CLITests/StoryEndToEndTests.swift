import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies show` tells the film's story through the built binary, against the loopback fixture
/// server: director, writers, the top-billed cast with their characters, the region's
/// certification, the official trailer, where to watch there (with JustWatch's credit) and the
/// collection, in one request. The region comes from `--region`, `MOVIES_REGION`, the `region`
/// setting or the locale, in that order, else the United States; a bad one is a usage error.
@Suite(.offThePool)
struct StoryEndToEndTests {
    private static func json(_ run: MoviesBinary.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    }

    @Test func showTellsTheStoryInOneRequest() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let show = try sandbox.run(["show", "603"])

        #expect(show.status == 0)
        #expect(show.out.contains("\nRated     R (US)\n"), "\(show.out)")
        #expect(show.out.contains("\nDirected  Lana Wachowski, Lilly Wachowski\n"))
        #expect(show.out.contains("\nWritten   Lana Wachowski (Writer), Lilly Wachowski (Writer)\n"))
        #expect(
            show.out.contains(
                """

                Cast      Keanu Reeves as Neo
                          Laurence Fishburne as Morpheus
                          Carrie-Anne Moss as Trinity
                          Hugo Weaving as Agent Smith
                          Joe Pantoliano as Cypher
                          and 2 more
                Part of   The Matrix Collection
                Trailer   https://www.youtube.com/watch?v=vKQi3bBA1y8
                Watch     Stream: Max
                          Rent: Apple TV, Amazon Video
                          Buy: Apple TV
                          https://www.themoviedb.org/movie/603/watch?locale=US
                          Where to watch data by JustWatch

                """))
        #expect(!show.out.contains("Marcus Chong"), "the first 5 in text")
        let stats = try server.stats()
        #expect(stats.requests == 1, "one request for everything")
        #expect(stats.lastRequest?.query["append_to_response"] == "credits,videos,release_dates,watch/providers")
    }

    @Test func theRegionChoosesTheCertificationAndTheProvidersFromTheSameCacheEntry() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["show", "603"]).status == 0)

        let german = try sandbox.run(["show", "603", "--region", "de"])

        #expect(german.status == 0)
        #expect(german.out.contains("\nRated     16 (DE)\n"), "\(german.out)")
        #expect(german.out.contains("\nWatch     Stream: Netflix, WOW\n          Rent: Amazon Video\n"))
        #expect(german.out.contains("https://www.themoviedb.org/movie/603/watch?locale=DE\n"))
        #expect(try server.stats().requests == 1, "every region is in the one cached answer")
    }

    @Test func jsonAddsTheStorysFieldsAndKeepsTheOldOnes() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let details = try Self.json(try sandbox.run(["show", "603", "--json", "--region", "DE"]))

        #expect(details["title"] as? String == "Movie 603")
        #expect(details["runtime"] as? Int == 93 && details["status"] as? String == "Released")
        #expect(details["budget"] as? Int == 3_000_000)
        #expect(details["certification"] as? String == "16")
        #expect(details["region"] as? String == "DE")
        #expect(details["directors"] as? [String] == ["Lana Wachowski", "Lilly Wachowski"])
        let writers = try #require(details["writers"] as? [[String: String]])
        #expect(writers.first == ["name": "Lana Wachowski", "job": "Writer"])
        let cast = try #require(details["cast"] as? [[String: String]])
        #expect(cast.count == 7, "all of them in JSON")
        #expect(cast.first == ["name": "Keanu Reeves", "character": "Neo"])
        #expect(cast.last == ["name": "Gloria Foster", "character": "Oracle"])
        #expect(details["collection"] as? String == "The Matrix Collection")
        #expect(details["trailer_url"] as? String == "https://www.youtube.com/watch?v=vKQi3bBA1y8")
        let watch = try #require(details["watch"] as? [String: Any])
        #expect(watch["streaming"] as? [String] == ["Netflix", "WOW"])
        #expect(watch["rent"] as? [String] == ["Amazon Video"])
        #expect(watch["buy"] as? [String] == ["Apple TV", "Amazon Video"])
        #expect(watch["link"] as? String == "https://www.themoviedb.org/movie/603/watch?locale=DE")
        #expect(watch["credit"] as? String == "Where to watch data by JustWatch")
    }

    @Test(arguments: [
        ([String](), [String: String](), nil as String?, "16 (DE)"),  // the locale: LANG=de_DE.UTF-8
        (["--region", "GB"], [:], nil, "15 (GB)"),
        ([], ["MOVIES_REGION": "gb"], nil, "15 (GB)"),
        ([], [:], "GB", "15 (GB)"),
        (["--region", "us"], ["MOVIES_REGION": "GB"], nil, "R (US)"),
        ([], ["MOVIES_REGION": "US"], "GB", "R (US)"),
        ([], ["LC_ALL": "en_GB.UTF-8"], nil, "15 (GB)"),
        ([], ["LANG": "C"], nil, "R (US)"),
        ([], ["LANG": "en"], nil, "R (US)"),
    ])
    func theRegionIsTheOptionsElseTheVariablesElseTheSettingsElseTheLocales(
        options: [String], variables: [String: String], setting: String?, rated: String
    ) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        sandbox.environment["LANG"] = "de_DE.UTF-8"
        if let setting { #expect(try sandbox.run(["config", "set", "region", setting]).status == 0) }

        let show = try sandbox.run(["show", "603"] + options, extra: variables)

        #expect(show.status == 0)
        #expect(show.out.contains("\nRated     \(rated)\n"), "\(show.out)")
    }

    @Test(arguments: [
        (["show", "603", "--region", "DEU"], [String: String](), "--region must be two letters"),
        (["show", "603", "--region", "1E"], [:], "--region must be two letters"),
        (["show", "603"], ["MOVIES_REGION": "Deutschland"], "MOVIES_REGION must be two letters"),
        (["search", "alien", "--region", "DE"], [:], "unknown option '--region' for movies search"),
    ])
    func aBadRegionIsAUsageError(arguments: [String], variables: [String: String], message: String) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let run = try sandbox.run(arguments, extra: variables)

        #expect(run.status == 2)
        #expect(run.err.contains(message), "\(run.err)")
        #expect(run.stdout.isEmpty)
        #expect(try server.stats().requests == 0, "nothing is fetched")
    }

    @Test func aBadRegionSettingIsRefusedWhenSet() throws {
        let sandbox = try CLISandbox()
        let set = try sandbox.run(["config", "set", "region", "Germany"])
        #expect(set.status == 2)
        #expect(set.err.contains("must be two letters"), "\(set.err)")
    }

    @Test func theCatalogShowsItsMPAARatingBudgetAndRunningTime() throws {
        let sandbox = try CLISandbox()

        let show = try sandbox.run(["show", "c32710", "--region", "DE"])

        #expect(show.status == 0)
        #expect(show.out.contains("\nRuntime   2h 16m\n"), "\(show.out)")
        #expect(show.out.contains("\nRated     R (US)\n"), "the MPAA rating is the United States'")
        #expect(show.out.contains("\nBudget    $63,000,000\n"))
        #expect(!show.out.contains("Watch") && !show.out.contains("Cast"))
        let details = try Self.json(try sandbox.run(["show", "c32710", "--json"]))
        #expect(details["certification"] as? String == "R" && details["region"] as? String == "US")
        #expect(details["budget"] as? Int == 63_000_000 && details["runtime"] as? Int == 136)
        #expect(details["cast"] as? [Any] != nil && details["watch"] is NSNull)
    }
}

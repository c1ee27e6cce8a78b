import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies popular`, `top-rated`, `discover`, … through the built binary: the catalog's lists
/// checked against the shared CSV's own counts, TMDB's against the loopback fixture server, in
/// text, TSV and JSON, kept in the response cache, and the lists only TMDB has refused in one line.
@Suite(.offThePool)
struct ListsEndToEndTests {
    private func json(_ run: MoviesBinary.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any], "\(run.err)")
    }

    private func results(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require(document["results"] as? [[String: Any]])
    }

    // MARK: - The catalog, against its CSV

    @Test(.enabled(if: MoviesCSV.isPresent, "../shared/data/movies.csv is not beside the project"))
    func popularCountsEveryFilmMostVotedFirst() throws {
        let rows = try MoviesCSV.rows()
        let run = try CLISandbox().run(["popular", "--source", "catalog", "--json", "--limit", "40"])
        #expect(run.status == 0)
        let document = try json(run)
        #expect(document["total_results"] as? Int == rows.count)
        #expect(document["list"] as? String == "popular")
        let votes = try results(document).compactMap { $0["vote_count"] as? Int }
        #expect(votes.count == 40)
        #expect(votes == votes.sorted(by: >))
        #expect(votes.first == rows.map(\.votes).max())
    }

    @Test(.enabled(if: MoviesCSV.isPresent, "../shared/data/movies.csv is not beside the project"))
    func topRatedCountsTheFilmsOverTheVoteFloorBestFirst() throws {
        let rows = try MoviesCSV.rows()
        let run = try CLISandbox().run(["top-rated", "--source", "catalog", "--json"])
        let document = try json(run)
        #expect(document["total_results"] as? Int == rows.filter { $0.votes >= 1000 }.count)
        let found = try results(document)
        #expect(found.allSatisfy { ($0["vote_count"] as? Int ?? 0) >= 1000 })
        let ratings = found.compactMap { $0["vote_average"] as? Double }
        #expect(ratings == ratings.sorted(by: >))
        #expect(ratings.first == rows.filter { $0.votes >= 1000 }.map(\.rating).max())
    }

    @Test(.enabled(if: MoviesCSV.isPresent, "../shared/data/movies.csv is not beside the project"))
    func discoverFiltersTheWholeCatalogAndCountsWhatItKeeps() throws {
        let rows = try MoviesCSV.rows()
        let expected = rows.filter {
            $0.genres.contains("Animation") && (1990...1999).contains($0.year) && $0.votes >= 100 && $0.rating >= 7
        }
        let sandbox = try CLISandbox()
        let words = [
            "discover", "--genre", "animation", "--year", "1990-1999", "--min-votes", "100", "--min-rating", "7",
            "--sort", "year", "--source", "catalog",
        ]
        let document = try json(try sandbox.run(words + ["--json"]))
        #expect(document["total_results"] as? Int == expected.count)
        #expect(document["total_pages"] as? Int == (expected.count + 19) / 20)
        let years = try results(document).compactMap { $0["year"] as? Int }
        #expect(years == years.sorted(by: >))

        let tsv = try sandbox.run(words + ["--format", "tsv", "--limit", "400"])
        #expect(tsv.out.split(separator: "\n").count == min(expected.count, 400))
        let text = try sandbox.run(words)
        #expect(text.out.hasPrefix("\"discover\": \(expected.count) movies, page 1 of "), "\(text.out)")
    }

    /// A discover whose filters keep nothing says so, not "No movies found for "discover"".
    @Test func anEmptyDiscoverSaysNothingMatchesTheFilters() throws {
        let sandbox = try CLISandbox()
        let words = ["discover", "--genre", "drama", "--year", "1899", "--min-rating", "9", "--source", "catalog"]
        let text = try sandbox.run(words)
        // Within the catalog's years, what it holds is not the reason: no hint at TMDB.
        #expect(text.status == 0 && text.out == "No movies match these filters.\n", "\(text.out)")
        let tsv = try sandbox.run(words + ["--format", "tsv"])
        #expect(tsv.stdout.isEmpty && tsv.err.hasSuffix("movies: No movies match these filters.\n"), "\(tsv.err)")
        let later = try sandbox.run(["discover", "--year", "2010", "--source", "catalog"])
        #expect(later.err.contains("the offline catalog holds films up to 2005"), "past its years: \(later.err)")
    }

    @Test(arguments: ["upcoming", "now-playing", "trending", "similar 550", "person tom hanks"])
    func theListsOnlyTMDBHasSaySoInOneLine(words: String) throws {
        let sandbox = try CLISandbox()
        let arguments = words.split(separator: " ").map(String.init)
        let catalog = try sandbox.run(arguments + ["--source", "catalog"])
        #expect(catalog.status == 1)
        #expect(catalog.out.isEmpty)
        #expect(catalog.err.split(separator: "\n").count == 1)
        #expect(catalog.err.contains("needs TMDB") && catalog.err.contains("TMDB_API_KEY"), "\(catalog.err)")
        let unset = try sandbox.run(arguments)
        #expect(unset.status == 1)
        #expect(unset.err == "movies: \(arguments[0]) needs TMDB: set TMDB_ACCESS_TOKEN or TMDB_API_KEY\n")
        // Asked of TMDB by name without credentials: the usage error every command gives.
        let named = try sandbox.run(arguments + ["--source", "tmdb"])
        #expect(named.status == 2 && named.out.isEmpty, "\(named.err)")
        #expect(named.err.hasPrefix("movies: --source tmdb needs TMDB_ACCESS_TOKEN or TMDB_API_KEY\n"), "\(named.err)")
    }

    @Test func badListArgumentsAreUsageErrors() throws {
        let sandbox = try CLISandbox()
        for words in [
            ["popular", "extra"], ["similar"], ["similar", "c550"], ["person"], ["trending", "--day", "--week"],
            ["discover", "--genre", "nope"], ["top-rated", "--page", "501"],
        ] {
            let run = try sandbox.run(words + ["--source", "catalog"])
            #expect(run.status == 2, "\(words): \(run.err)")
            #expect(run.out.isEmpty)
        }
    }

    // MARK: - TMDB

    @Test func tmdbListsInEachViewKeptInTheCache() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let text = try sandbox.run(["popular", "--limit", "3"])
        #expect(text.status == 0)
        #expect(text.out.hasPrefix("\"popular\": 100 movies, page 1 of 5\n"), "\(text.out)")
        #expect(text.out.contains("movie/popular 3"))
        #expect(try server.stats().paths.keys.contains("/3/movie/popular"))

        let cached = try json(try sandbox.run(["popular", "--json", "--limit", "3"]))
        #expect(cached["source"] as? String == "cache")
        #expect(try results(cached).count == 3)
        #expect(try server.stats().requests == 1, "the second run answers from the cache")

        let tsv = try sandbox.run(["upcoming", "--format", "tsv", "--page", "2"])
        #expect(tsv.out.split(separator: "\n").first?.split(separator: "\t").dropFirst().first == "movie/upcoming 21")
        let trending = try sandbox.run(["trending", "--day", "--no-header"])
        #expect(trending.out.contains("trending/movie/day 1"))
        #expect(try server.stats().lastRequest?.path == "/3/trending/movie/day")
        let similar = try json(try sandbox.run(["similar", "550", "--json"]))
        #expect(similar["list"] as? String == "similar to 550")
        #expect(try server.stats().lastRequest?.path == "/3/movie/550/recommendations")
    }

    @Test func discoverSendsItsFiltersToTMDB() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let run = try sandbox.run([
            "discover", "--genre", "drama,comedy", "--year", "1990-1999", "--sort", "votes", "--min-votes", "50",
            "--min-rating", "6.5", "--language", "de",
        ])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("\"discover\": 100 movies"), "TMDB's totals count what it kept: \(run.out)")
        let query = try #require(try server.stats().lastRequest).query
        #expect(query["with_genres"] == "35|18")
        #expect(query["primary_release_date.gte"] == "1990-01-01" && query["primary_release_date.lte"] == "1999-12-31")
        #expect(query["sort_by"] == "vote_count.desc")
        #expect(query["vote_count.gte"] == "50" && query["vote_average.gte"] == "6.5")
        #expect(query["language"] == "de")
        #expect(query["region"] == "US" && query["watch_region"] == "US", "the locale (C here) names none: US")

        let german = try sandbox.run(
            ["discover", "--genre", "drama", "--region", "de"], extra: ["LANG": "fr_FR.UTF-8"])
        #expect(german.status == 0, "\(german.err)")
        let asked = try #require(try server.stats().lastRequest).query
        #expect(asked["region"] == "DE" && asked["watch_region"] == "DE", "--region over the locale")
        _ = try sandbox.run(["popular"], extra: ["LANG": "fr_FR.UTF-8"])
        #expect(try server.stats().lastRequest?.query["region"] == "FR", "the locale's country")
    }

    @Test func aPersonsFilmsSayWhatTheyDidOnEach() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let document = try json(try sandbox.run(["person", "tom", "hanks", "--json"]))
        #expect(document["list"] as? String == "person")
        let person = try #require(document["person"] as? [String: Any])
        #expect(person["name"] as? String == "Tom Hanks" && person["id"] as? Int == 7001)
        #expect((document["other_people"] as? [[String: Any]])?.count == 2)
        let films = try results(document)
        #expect(films.map { $0["title"] as? String } == ["Film 7001-4", "Film 7001-2", "Film 7001-1", "Film 7001-3"])
        #expect(films[1]["character"] as? String == "Villain")
        #expect(films[1]["jobs"] as? [String] == ["Director", "Screenplay"])
        #expect(films[0]["character"] is NSNull)

        let text = try sandbox.run(["person", "tom", "hanks"])
        #expect(text.out.contains("Film 7001-2 (as Villain; Director, Screenplay)"), "\(text.out)")
        #expect(text.err.contains("movies: Tom Hanks (Directing); also found: Tom Hanks Jr., Tom Hanks Sr."))

        let nobody = try sandbox.run(["person", "nobody"])
        #expect(nobody.status == 0)
        #expect(nobody.out == "No person named \"nobody\".\n", "about the person, not the movies")
    }
}

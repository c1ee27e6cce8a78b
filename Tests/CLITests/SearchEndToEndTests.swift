import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies search`, `show`, `recent` and `cache` through the built binary: the offline catalog
/// with no credentials, and TMDB at the fixture server.
@Suite(.offThePool)
struct SearchEndToEndTests {
    // MARK: - Catalog

    @Test func withoutCredentialsStarWarsComesFirstFromTheCatalog() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "star", "wars"])

        #expect(run.status == 0)
        let rows = run.out.split(separator: "\n")
        #expect(rows.count >= 3)
        #expect(rows.dropFirst(2).first?.hasPrefix("Star Wars ") == true, "\(run.out)")
        #expect(rows.dropFirst(2).first?.contains(" 1977 ") == true, "\(run.out)")
        let notice = run.err.split(separator: "\n")
        #expect(notice.count == 1)
        #expect(notice.first == "movies: no TMDB key, searching the offline catalog (--source catalog hides it)")
        #expect(notice.first.map { $0.count < 80 } == true, "shorter than 80 columns")
    }

    @Test func catalogSearchWithNoMatchExitsZeroAndIsNotSaved() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(["search", "qqqqzzzzxxxx", "--json"])
        #expect(run.status == 0)
        #expect(try sandbox.run(["recent"]).out == "No recent searches\n")
        let document = try Self.object(run.out)
        #expect(document["total_results"] as? Int == 0)
        #expect((document["results"] as? [Any])?.isEmpty == true)
        #expect(document["source"] as? String == "catalog")
    }

    // MARK: - TMDB

    @Test func searchPrintsTextThenJSONFromTheCache() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let text = try sandbox.run(["search", "star", "wars"])
        #expect(text.status == 0)
        #expect(text.err.isEmpty, "\(text.err)")
        let lines = text.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "\"star wars\": 100 movies, page 1 of 5")
        #expect(lines.dropFirst().first?.hasPrefix("Title ") == true)
        #expect(lines.count == 22)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[2].hasPrefix("star wars 1 "))
        #expect(try server.stats().requests == 1)

        let json = try sandbox.run(["search", "star", "wars", "--json"])
        #expect(json.status == 0)
        #expect(try server.stats().requests == 1, "the second search must come from the cache")
        let document = try Self.object(json.out)
        #expect(
            Set(document.keys) == [
                "query", "page", "total_pages", "total_results", "source", "results", "searched_as", "left_out",
                "arranged", "loaded_results", "loaded_matches",
            ])
        #expect(document["searched_as"] is NSNull, "TMDB searched the query as asked")
        #expect(document["query"] as? String == "star wars")
        #expect(document["page"] as? Int == 1)
        #expect(document["total_pages"] as? Int == 5)
        #expect(document["total_results"] as? Int == 100)
        #expect(document["source"] as? String == "cache")
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == 20)
        for result in results { try Self.checkMovieSchema(result) }
        #expect(results.first?["title"] as? String == "star wars 1")
        #expect(results.first?["release_date"] as? String == "1951-02-02")
        #expect(results.first?["year"] as? Int == 1951)
        #expect(json.out.hasPrefix("{\n  \"query\": \"star wars\",\n  \"page\": 1,\n  \"total_pages\": 5,"))
    }

    @Test func refreshAsksAgainAndOfflineNeverAsks() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        #expect(try sandbox.run(["search", "alien", "--offline"]).status == 1)
        #expect(try server.stats().requests == 0)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let refreshed = try sandbox.run(["search", "alien", "--refresh", "--json"])
        #expect(refreshed.status == 0)
        #expect(try Self.object(refreshed.out)["source"] as? String == "tmdb")
        #expect(try server.stats().requests == 2)
        let offline = try sandbox.run(["search", "alien", "--offline", "--json"])
        #expect(offline.status == 0)
        #expect(try Self.object(offline.out)["source"] as? String == "cache")
        #expect(try server.stats().requests == 2)
    }

    @Test func threePagesArriveInOrder() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let json = try sandbox.run(["search", "dune", "--pages", "3", "--json"])
        #expect(json.status == 0)
        let results = try #require(try Self.object(json.out)["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["title"] as? String } == (1...60).map { "dune \($0)" })
        #expect(try server.stats().paths["/3/search/movie"] == 3)

        let text = try sandbox.run(["search", "dune", "--pages", "3", "--page", "2"])
        #expect(text.status == 0)
        let titles = text.out.split(separator: "\n").dropFirst(2).map {
            $0.split(separator: " ").prefix(2).joined(separator: " ")
        }
        #expect(titles == (21...80).map { "dune \($0)" })
        #expect(text.out.hasPrefix("\"dune\": 100 movies, pages 2-4 of 5\n"))
        let recent = try sandbox.run(["recent", "--json"])
        #expect(try Self.object(recent.out)["queries"] as? [String] == ["dune"], "a search is saved once")
    }

    @Test func showPrintsDetailsAndSavesThePoster() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let text = try sandbox.run(["show", "603"])
        #expect(text.status == 0)
        #expect(
            text.out == """
                Movie 603
                Welcome to the real world.

                Released  1999-03-31
                Runtime   1h 33m
                Genres    Drama, Science Fiction
                Rating    8.2 (25,000 votes)
                Rated     R (US)
                Budget    $3,000,000
                Status    Released
                ID        603
                IMDb      tt0000603
                Web       https://www.themoviedb.org/movie/603
                Directed  Lana Wachowski, Lilly Wachowski
                Written   Lana Wachowski (Writer), Lilly Wachowski (Writer)
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

                Overview of Movie 603.

                """)

        let json = try sandbox.run(["show", "603", "--json"])
        #expect(json.status == 0)
        let document = try Self.object(json.out)
        try Self.checkMovieSchema(
            document,
            extra: [
                "runtime", "genres", "tagline", "status", "budget", "certification", "region", "directors", "writers",
                "cast", "collection", "trailer_url", "watch", "revenue", "original_language", "imdb_id", "homepage",
                "regional_release",
            ])
        #expect(document["runtime"] as? Int == 93)
        #expect(document["genres"] as? [String] == ["Drama", "Science Fiction"])
        #expect(document["tagline"] as? String == "Welcome to the real world.")
        #expect(document["status"] as? String == "Released")

        let poster = sandbox.root.appendingPathComponent("poster.jpg")
        let saved = try sandbox.run(["show", "603", "--poster", poster.path, "--poster-width", "300"])
        #expect(saved.status == 0, "\(saved.err)")
        #expect(saved.err == "movies: Poster saved to \(poster.path)\n", "it says where it saved")
        #expect(saved.out.hasPrefix("Movie 603\n"), "the details still go to stdout")
        let bytes = try Data(contentsOf: poster)
        #expect(
            bytes.starts(with: [0xFF, 0xD8])
                && String(decoding: bytes, as: UTF8.self).contains("IMG w342 poster603.jpg"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.contains(".tmp") }
                .isEmpty)

        let missing = try sandbox.run(["show", "0603x"])
        #expect(missing.status == 2)
    }

    @Test func unknownMovieFailsWithOneLine() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "not-found/34")

        let run = try sandbox.run(["show", "42"])

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.err == "movies: The movie service has no such movie.\n", "\(run.err)")

        // A search or a list TMDB does not have is no missing movie: most likely a wrong base URL.
        for words in [["search", "alien"], ["popular"]] {
            let listing = try sandbox.run(words)
            #expect(listing.status == 1 && listing.stdout.isEmpty, "\(words): \(listing.err)")
            #expect(
                listing.err
                    == "movies: The movie service has no such list or movie; if TMDB_API_BASE is set, check it.\n",
                "\(words): \(listing.err)")
        }
    }

    /// An id past the catalog's last is the catalog's to deny, by name, whichever source is set.
    @Test func unknownCatalogIDSaysTheCatalogHasNone() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["show", "c999999"])

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.err.hasSuffix("movies: the offline catalog has no movie c999999\n"), "\(run.err)")
    }

    @Test func recentAndCacheInfoAndClear() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        for query in ["alien", "heat", "Alien "] { #expect(try sandbox.run(["search", query]).status == 0) }
        #expect(try sandbox.run(["search", "heat", "--year", "1995"]).status == 0)

        let recent = try sandbox.run(["recent"])
        #expect(recent.status == 0)
        #expect(recent.out == "heat (1995)\nAlien\n", "a repeat moves up with its latest year")
        let recentJSON = try sandbox.run(["recent", "--json"])
        let recentDocument = try Self.object(recentJSON.out)
        #expect(recentDocument["queries"] as? [String] == ["heat", "Alien"], "the field scripts read keeps its shape")
        let searches = try #require(recentDocument["searches"] as? [[String: Any]])
        #expect(searches.map { $0["query"] as? String } == ["heat", "Alien"])
        #expect(searches.map { $0["year"] as? Int } == [1995, nil])
        #expect(searches.allSatisfy { $0.keys.sorted() == ["query", "year"] })

        let info = try sandbox.run(["cache", "info", "--json"])
        #expect(info.status == 0)
        let document = try Self.object(info.out)
        #expect(document["entries"] as? Int == 3)
        #expect((document["bytes"] as? Int ?? 0) > 0)
        #expect(document["folder"] as? String == sandbox.cacheFolder.path)
        let infoText = try sandbox.run(["cache", "info"])
        #expect(infoText.out.contains("Entries  3\n"))

        let clear = try sandbox.run(["cache", "clear"])
        #expect(clear.status == 0)
        #expect(clear.out.isEmpty && clear.err.hasPrefix("movies: Removed 3 entries ("), "\(clear.err)")
        #expect(try Self.object(try sandbox.run(["cache", "info", "--json"]).out)["entries"] as? Int == 0)

        #expect(try sandbox.run(["recent", "--clear"]).status == 0)
        #expect(try sandbox.run(["recent"]).out == "No recent searches\n")
    }

    // MARK: - Helpers

    static func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Foundation.Data(text.utf8))
        return try #require(value as? [String: Any], "not a JSON object: \(text)")
    }

    /// The movie fields of the JSON schema (docs/REFERENCE.md), with their types.
    static func checkMovieSchema(_ movie: [String: Any], extra: Set<String> = []) throws {
        let keys: Set<String> = [
            "id", "source_id", "title", "original_title", "release_date", "year", "overview", "vote_average",
            "vote_count",
            "poster_path", "genre_ids", "url",
        ]
        #expect(Set(movie.keys) == keys.union(extra))
        #expect(movie["url"] is String || movie["url"] is NSNull)
        #expect(movie["id"] is String)
        #expect(movie["source_id"] is Int)
        #expect(movie["title"] is String)
        #expect(movie["original_title"] is String)
        #expect(movie["release_date"] is String || movie["release_date"] is NSNull)
        #expect(movie["year"] is Int || movie["year"] is NSNull)
        #expect(movie["overview"] is String)
        #expect(movie["vote_average"] is Double || movie["vote_average"] is Int)
        #expect(movie["vote_count"] is Int)
        #expect(movie["poster_path"] is String || movie["poster_path"] is NSNull)
        #expect(movie["genre_ids"] is [Int])
    }
}

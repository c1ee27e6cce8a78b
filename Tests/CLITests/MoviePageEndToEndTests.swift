import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies show` tells the movie page as TMDB tells it, through the built binary against the
/// fixture server's Fight Club (550, TMDB's documented shapes): every offer kind (Spain's free
/// Plex, Croatia's RTL Play with ads), one line where nothing is listed, the region's theatrical
/// date, revenue, IMDb id and homepage, text trimmed as TMDB should have sent it, the user's
/// language in the request with the trailer kept, and a person's films by full date.
@Suite(.offThePool)
struct MoviePageEndToEndTests {
    private static func json(_ run: MoviesBinary.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    }

    private static func tmdb() throws -> (FixtureServer, CLISandbox) {
        let server = try FixtureServer.started()
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        return (server, sandbox)
    }

    @Test func freeAndAdSupportedOffersAreShownWithTheCredit() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let spain = try sandbox.run(["show", "550", "--region", "ES"])
        let croatia = try sandbox.run(["show", "550", "--region", "HR"])

        #expect(spain.status == 0 && croatia.status == 0)
        #expect(
            spain.out.contains(
                """

                Watch     Free: Plex
                          Rent: Apple TV
                          https://www.themoviedb.org/movie/550/watch?locale=ES
                          Where to watch data by JustWatch

                """), "\(spain.out)")
        #expect(
            croatia.out.contains("\nWatch     With ads: RTL Play, Pluto TV\n"), "by display priority: \(croatia.out)")
        #expect(croatia.out.contains("\n          Where to watch data by JustWatch\n"))
        let json = try Self.json(try sandbox.run(["show", "550", "--region", "HR", "--json"]))
        let watch = try #require(json["watch"] as? [String: Any])
        #expect(watch["ads"] as? [String] == ["RTL Play", "Pluto TV"] && watch["free"] as? [String] == [])
        #expect(
            watch["streaming"] as? [String] == [] && watch["credit"] as? String == "Where to watch data by JustWatch")
        #expect(try server.stats().requests == 1, "every region from the one cached answer")
    }

    @Test func aRegionWithNothingListedSaysSoInOneLine() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let iceland = try sandbox.run(["show", "550", "--region", "IS"])

        #expect(iceland.status == 0)
        #expect(
            iceland.out.contains("\nWatch     nothing listed for IS (Where to watch data by JustWatch)\n"),
            "\(iceland.out)")
        let json = try Self.json(try sandbox.run(["show", "550", "--region", "IS", "--json"]))
        let watch = try #require(json["watch"] as? [String: Any])
        #expect(watch["streaming"] as? [String] == [] && watch["link"] is NSNull)
    }

    @Test func withTheLanguageSetShowAsksTMDBInItAndKeepsItsTrailer() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }
        #expect(try sandbox.run(["config", "set", "language", "de-DE"]).status == 0)

        let show = try sandbox.run(["show", "550"])

        #expect(show.status == 0, "\(show.err)")
        let query = try #require(try server.stats().lastRequest?.query)
        #expect(query["language"] == "de-DE")
        #expect(query["include_video_language"] == "de,en,null")
        #expect(show.out.contains("Ein namenloser Erzähler"), "the overview in German: \(show.out)")
        #expect(show.out.contains("\nTrailer   https://www.youtube.com/watch?v=qtRKdVHc-cE\n"), "\(show.out)")
        #expect(show.out.contains("\nLanguage  en (original)\n"))
    }

    @Test func aTrailerInTheAskedLanguageIsPreferredToTheEnglishOne() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let french = try sandbox.run(["show", "550", "--language", "fr-FR"])
        let english = try sandbox.run(["show", "550"])
        let json = try Self.json(try sandbox.run(["show", "550", "--language", "fr-FR", "--json"]))

        #expect(french.status == 0 && english.status == 0)
        #expect(try server.stats().paths["/3/movie/550"] == 2, "French, then English")
        #expect(french.out.contains("\nTrailer   https://www.youtube.com/watch?v=frTrailer550\n"), "\(french.out)")
        #expect(english.out.contains("\nTrailer   https://www.youtube.com/watch?v=qtRKdVHc-cE\n"), "\(english.out)")
        #expect(json["trailer_url"] as? String == "https://www.youtube.com/watch?v=frTrailer550")
    }

    @Test func theLanguageOptionWinsAndIsPartOfTheCacheKey() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }
        #expect(try sandbox.run(["config", "set", "language", "de-DE"]).status == 0)
        #expect(try sandbox.run(["show", "550"]).status == 0)

        let english = try sandbox.run(["show", "550", "--language", "en-US"])
        let german = try sandbox.run(["show", "550", "--language", "de-DE"])

        #expect(english.status == 0 && german.status == 0)
        #expect(english.out.contains("A ticking-time-bomb insomniac"), "\(english.out)")
        #expect(!english.out.contains("\nLanguage  "), "English was asked for")
        #expect(german.out.contains("Ein namenloser Erzähler"))
        let stats = try server.stats()
        #expect(stats.requests == 2, "German once (then from the cache), English once")
        #expect(try sandbox.run(["show", "550", "--language", "German"]).status == 2)
    }

    @Test func releasedIsTheRegionsTheatricalDateAndSaysSo() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let german = try sandbox.run(["show", "550", "--region", "DE"])
        let french = try sandbox.run(["show", "550", "--region", "FR"])
        let iceland = try sandbox.run(["show", "550", "--region", "IS"])

        #expect(german.out.contains("\nReleased  1999-11-11 (DE, theatrical)\n"), "\(german.out)")
        #expect(german.out.contains("\nRated     18 (DE)\n"))
        #expect(french.out.contains("\nReleased  1999-11-10 (FR, limited)\n"), "\(french.out)")
        #expect(iceland.out.contains("\nReleased  1999-10-15\n"), "else the primary date: \(iceland.out)")
        let json = try Self.json(try sandbox.run(["show", "550", "--region", "DE", "--json"]))
        #expect(json["release_date"] as? String == "1999-10-15", "the old field keeps its meaning")
        let release = try #require(json["regional_release"] as? [String: String])
        #expect(release == ["date": "1999-11-11", "region": "DE", "type": "theatrical"])
        let none = try Self.json(try sandbox.run(["show", "550", "--region", "IS", "--json"]))
        #expect(none["regional_release"] is NSNull)
    }

    @Test func japansCertificationIsTrimmedInJSONAsInText() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let text = try sandbox.run(["show", "550", "--region", "JP"])
        let json = try Self.json(try sandbox.run(["show", "550", "--region", "JP", "--json"]))

        #expect(text.out.contains("\nRated     PG12 (JP)\n"), "\(text.out)")
        #expect(json["certification"] as? String == "PG12")
    }

    @Test func showTellsRevenueIMDbIDAndHomepage() throws {
        let (server, sandbox) = try Self.tmdb()
        defer { server.stop() }

        let show = try sandbox.run(["show", "550"])
        let json = try Self.json(try sandbox.run(["show", "550", "--json"]))

        #expect(show.out.contains("\nBudget    $63,000,000\nRevenue   $100,853,753\n"), "\(show.out)")
        #expect(show.out.contains("\nIMDb      tt0137523\n"))
        #expect(show.out.contains("\nHomepage  http://www.foxmovies.com/movies/fight-club\n"))
        #expect(!show.out.contains("\nLanguage  ") && !show.out.contains("\nOriginal  "), "both as asked")
        #expect(json["revenue"] as? Int == 100_853_753 && json["imdb_id"] as? String == "tt0137523")
        #expect(json["original_language"] as? String == "en" && json["original_title"] as? String == "Fight Club")
        #expect(json["homepage"] as? String == "http://www.foxmovies.com/movies/fight-club")
    }

    @Test func hugeNumbersAreUnknownNotATrap() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "huge-numbers")

        let show = try sandbox.run(["show", "550", "--json"])

        #expect(show.status == 0, "\(show.err)")
        let json = try Self.json(show)
        #expect(json["revenue"] is NSNull && json["budget"] is NSNull)
    }

    @Test func aPersonsFilmsAreNewestFirstByFullDate() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "same-year")

        let document = try Self.json(try sandbox.run(["person", "tom", "hanks", "--json"]))

        let films = try #require(document["results"] as? [[String: Any]])
        #expect(
            films.map { $0["title"] as? String } == [
                "Film 7001-6", "Film 7001-5", "Film 7001-4", "Film 7001-2", "Film 7001-1", "Film 7001-3",
            ], "September before January within 2023, the undated last")
    }
}

import DomainTestSupport
import MoviesDomain
import Testing

@testable import MoviesData

/// The movie page as TMDB tells it, on bodies in TMDB's documented shapes: every offer kind of
/// the watch providers, the region's own release date, the details' revenue, original language,
/// IMDb id and homepage, text trimmed once, the story's request in the user's language, and a
/// person's films by full date.
struct TMDBMoviePageDTOTests {
    private func story(_ appended: String, region: String = "US") throws(MoviesError) -> MovieStory {
        let body =
            #"{"id": 550, "title": "Fight Club", "#
            + #""release_date": "1999-10-15""# + (appended.isEmpty ? "" : ", " + appended) + "}"
        return try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: MovieRegion(code: region)!)
    }

    private func provider(_ name: String, _ priority: Int) -> String {
        #"{"provider_name": "\#(name)", "provider_id": \#(priority * 7), "display_priority": \#(priority)}"#
    }

    private func release(_ certification: String, type: Int, date: String) -> String {
        #"{"certification": "\#(certification)", "iso_639_1": "", "note": "", "#
            + #""release_date": "\#(date)T00:00:00.000Z", "type": \#(type)}"#
    }

    // MARK: - Watch providers

    @Test func everyOfferKindIsReadInDisplayPriorityOrder() throws {
        let providers = #"""
            "watch/providers": {"results": {"ES": {"link": "https://www.themoviedb.org/movie/550/watch?locale=ES",
              "flatrate": [\#(provider("Netflix", 4))], "free": [\#(provider("Rakuten", 8)), \#(provider("Plex", 6))],
              "ads": [\#(provider("Pluto TV", 9)), \#(provider("RTL Play", 3))], "rent": [\#(provider("Apple TV", 2))],
              "buy": [\#(provider("Google Play", 5))]}}}
            """#

        let watch = try #require(try story(providers, region: "ES").watchOptions)

        #expect(watch.streaming == ["Netflix"])
        #expect(watch.free == ["Plex", "Rakuten"], "by display priority")
        #expect(watch.ads == ["RTL Play", "Pluto TV"])
        #expect(watch.rent == ["Apple TV"] && watch.buy == ["Google Play"])
        #expect(watch.link == "https://www.themoviedb.org/movie/550/watch?locale=ES")
    }

    @Test func aRegionWithOnlyAnOfferWithAdsHasIt() throws {
        let providers = #""watch/providers": {"results": {"HR": {"ads": [\#(provider("RTL Play", 3))]}}}"#
        let watch = try #require(try story(providers, region: "HR").watchOptions)
        #expect(watch.ads == ["RTL Play"] && !watch.isEmpty)
    }

    @Test func aRegionTMDBListsNothingForIsEmptyNotUnknown() throws {
        let providers = #""watch/providers": {"results": {"ES": {"free": [\#(provider("Plex", 6))]}, "IS": {}}}"#
        #expect(try story(providers, region: "IS").watchOptions == MovieWatchOptions(link: nil))
        #expect(try story(providers, region: "FR").watchOptions == MovieWatchOptions(link: nil))
        #expect(try story("", region: "FR").watchOptions == nil, "no watch data at all: the source does not say")
    }

    // MARK: - Release dates

    @Test func theRegionsReleaseIsItsTheatricalElseItsLimitedDate() throws {
        let releases = #"""
            "release_dates": {"results": [
              {"iso_3166_1": "DE", "release_dates": [\#(release("", type: 1, date: "1999-09-10")),
                \#(release("18", type: 3, date: "1999-11-11")), \#(release("18", type: 2, date: "1999-11-04"))]},
              {"iso_3166_1": "FR", "release_dates": [\#(release("", type: 2, date: "1999-11-10")),
                \#(release("", type: 4, date: "2000-05-01"))]},
              {"iso_3166_1": "GB", "release_dates": [\#(release("18", type: 4, date: "2000-03-01"))]}]}
            """#

        let german = try story(releases, region: "DE")
        let germany = MovieRegion(code: "DE")!
        #expect(
            german.release
                == RegionalRelease(date: ReleaseDate(iso8601: "1999-11-11")!, region: germany, kind: .theatrical))
        #expect(german.details.certification == "18")
        #expect(german.details.movie.releaseDate == ReleaseDate(iso8601: "1999-10-15"), "the primary date stays")
        let french = try story(releases, region: "FR")
        #expect(french.release?.kind == .limited && french.release?.date == ReleaseDate(iso8601: "1999-11-10"))
        #expect(try story(releases, region: "GB").release == nil, "a digital release is not the region's release")
        #expect(try story(releases, region: "US").release == nil)
    }

    @Test func anUndatedOrMalformedReleaseIsLeftOut() throws {
        let releases = #"""
            "release_dates": {"results": [{"iso_3166_1": "DE", "release_dates": [
              {"certification": "18", "type": 3, "release_date": "soon"}, {"certification": "18", "type": 3},
              {"certification": "16", "type": 3, "release_date": 19991111}]}]}
            """#
        let german = try story(releases, region: "DE")
        #expect(german.release == nil)
        #expect(german.unreadParts.isEmpty && german.details.certification == "18")
    }

    // MARK: - Text trimmed once

    @Test func textFromTMDBIsTrimmedInTheDTO() throws {
        let releases =
            #""release_dates": {"results": [{"iso_3166_1": "JP", "release_dates": [\#(release("PG12 ", type: 3, date: "1999-12-11"))]}]}"#
        #expect(try story(releases, region: "JP").details.certification == "PG12")
        let body = #"{"id": 550, "title": " Fight Club\n", "tagline": "  Mischief. Mayhem. Soap. ", "status": "\t"}"#
        let details = try TMDBMovieDetailsDTO.decodeDetails(Array(body.utf8))
        #expect(details.movie.title == "Fight Club")
        #expect(details.tagline == "Mischief. Mayhem. Soap." && details.status == nil)
        #expect(OutsideText.whole("  Plex ") == "Plex" && OutsideText.whole(" \n ") == nil)
        #expect(OutsideText.bounded(" Brad Pitt") == "Brad Pitt")
    }

    // MARK: - What TMDB's page tells

    @Test func revenueOriginalLanguageIMDbIDAndHomepageAreRead() throws {
        let body = #"""
            {"id": 550, "title": "Fight Club", "revenue": 100853753, "original_language": "en",
             "imdb_id": "tt0137523", "homepage": "http://www.foxmovies.com/movies/fight-club"}
            """#
        let details = try TMDBMovieDetailsDTO.decodeDetails(Array(body.utf8))
        #expect(details.revenue == 100_853_753)
        #expect(details.originalLanguage == "en" && details.imdbID == "tt0137523")
        #expect(details.homepage == "http://www.foxmovies.com/movies/fight-club")
    }

    @Test(arguments: [
        #""revenue": 0, "original_language": "xx", "imdb_id": "", "homepage": """#,
        #""revenue": -5, "original_language": "english", "imdb_id": "nm0000093", "homepage": "javascript:alert(1)""#,
        #""revenue": 9223372036854775807, "original_language": "EN", "imdb_id": "tt12", "homepage": "http://a b""#,
        #""revenue": 1e30, "original_language": "e", "imdb_id": "tt0137523x", "homepage": null"#,
        #""revenue": "lots", "imdb_id": null"#,
    ])
    func aValueNoFilmHasIsUnknownAndNeverTraps(fields: String) throws {
        let body = #"{"id": 550, "title": "Fight Club", "# + fields + "}"
        let details = try TMDBMovieDetailsDTO.decodeDetails(Array(body.utf8))
        #expect(details.revenue == nil && details.originalLanguage == nil)
        #expect(details.imdbID == nil && details.homepage == nil)
        #expect(details.movie.title == "Fight Club", "the rest of the details stand")
    }

    // MARK: - The request

    @Test func theStoryIsAskedInTheLanguageWithItsVideosThenEnglishThenNone() {
        let german = TMDBEndpoint.story(id: 550, language: "de-DE")
        #expect(german.parameters["language"] == "de-DE")
        #expect(german.parameters["include_video_language"] == "de,en,null")
        #expect(german.relativeURL.contains("include_video_language=de%2Cen%2Cnull"))
        let english = TMDBEndpoint.story(id: 550, language: "en")
        #expect(english.parameters["include_video_language"] == "en,null")
        let unset = TMDBEndpoint.story(id: 550, language: nil)
        #expect(unset.parameters["language"] == nil && unset.parameters["include_video_language"] == "en,null")
        let keys = Set([german, english, unset].map(\.relativeURL))
        #expect(keys.count == 3, "the language is in the response cache's key, the URL")
    }

    // MARK: - Filmographies

    @Test func aPersonsFilmsAreNewestFirstByFullDateUndatedLast() throws {
        let film = { (id: Int, date: String) in #"{"id": \#(id), "title": "Film \#(id)", "release_date": "\#(date)"}"# }
        let body =
            #"{"cast": [\#(film(1, "2023-01-20")), \#(film(2, "")), \#(film(3, "2023-09-08")), "#
            + #"\#(film(4, "1999-10-15")), \#(film(5, "2023-09-08"))]}"#
        let filmography = try TMDBMovieCreditsDTO.decodeFilmography(Array(body.utf8))
        #expect(filmography.movies.map(\.id.number) == [3, 5, 1, 4, 2])
    }
}

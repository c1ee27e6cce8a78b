import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import TerminalKit
import Testing

@testable import MoviesCLI

/// The details' facts (text and full screen) and `show --json` say the movie page as TMDB tells
/// it: every offer kind with JustWatch's credit, a region with nothing listed in one line, the
/// region's release, revenue, original language, IMDb id and homepage; JSON adds fields after
/// the old ones.
@MainActor
struct MovieDetailsPageViewTests {
    let germany = MovieRegion(code: "DE")!

    func story(region: MovieRegion, watch: MovieWatchOptions?) -> MovieStory {
        MovieStory(
            details: MovieDetails(
                movie: Movie(
                    id: 550, title: "Fight Club", originalTitle: "Fight Club",
                    releaseDate: ReleaseDate(iso8601: "1999-10-15")),
                budget: 63_000_000, revenue: 100_853_753, originalLanguage: "en", imdbID: "tt0137523",
                homepage: "http://www.foxmovies.com/movies/fight-club"),
            region: region, watchOptions: watch,
            release: RegionalRelease(date: ReleaseDate(iso8601: "1999-11-11")!, region: region, kind: .theatrical))
    }

    func viewModel(_ story: MovieStory, language: String?) async -> MovieDetailsViewModel {
        await MovieDetailsViewModel.loaded(story, language: language)
    }

    private func text(_ facts: [(label: String, value: String)]) -> String {
        MovieDetailsFacts.lines(facts, width: 100, style: TextStyle(usesColor: false)).joined(separator: "\n")
    }

    @Test func theFactsSayThePage() async {
        let watch = MovieWatchOptions(
            link: "https://www.themoviedb.org/movie/550/watch?locale=DE", streaming: ["Netflix"], free: ["Plex"],
            ads: ["RTL Play"], rent: ["Apple TV"])
        let details = await viewModel(story(region: germany, watch: watch), language: "de-DE")

        let facts = text(MovieDetailsFacts.facts(details))
        let story = text(MovieDetailsFacts.storyFacts(details))

        #expect(facts.contains("Language  en (original)\nReleased  1999-11-11 (DE, theatrical)\n"), "\(facts)")
        #expect(facts.contains("Budget    $63,000,000\nRevenue   $100,853,753\n"))
        #expect(facts.contains("IMDb      tt0137523\n"))
        #expect(facts.hasSuffix("Homepage  http://www.foxmovies.com/movies/fight-club"))
        #expect(
            story.hasSuffix(
                """
                Watch     Stream: Netflix
                          Free: Plex
                          With ads: RTL Play
                          Rent: Apple TV
                          https://www.themoviedb.org/movie/550/watch?locale=DE
                          Where to watch data by JustWatch
                """), "\(story)")
    }

    @Test func aRegionWithNothingListedIsOneLine() async {
        let details = await viewModel(
            story(region: MovieRegion(code: "IS")!, watch: MovieWatchOptions(link: nil)), language: nil)
        let story = text(MovieDetailsFacts.storyFacts(details))
        #expect(story == "Watch     nothing listed for IS (Where to watch data by JustWatch)")
        #expect(!text(MovieDetailsFacts.facts(details)).contains("Language"), "English was asked for")
    }

    /// The full screen cuts an address wider than its width (with "…"), its hyperlink still to
    /// the whole address; `show`'s text leaves it whole. A note after an address goes on the
    /// next line when both do not fit beside the label, and the address is never split.
    @Test func anAddressIsCutOnlyInTheFullScreenAndItsNoteNeverSplitsIt() {
        let trailer = "https://www.youtube.com/watch?v=vKQi3bBA1y8"
        let links = TextStyle(usesColor: true, usesHyperlinks: true)
        let cut = MovieDetailsFacts.lines([("Trailer", trailer)], width: 40, style: links, cutsLinks: true)
        #expect(cut.last == "\u{1B}]8;;\(trailer)\u{1B}\\https://www.youtube.com/watch?v=vKQi3bB…\u{1B}]8;;\u{1B}\\")
        #expect(FrameDiffWriter.width(of: cut.last ?? "") == 40)
        let whole = MovieDetailsFacts.lines([("Trailer", trailer)], width: 40, style: TextStyle(usesColor: false))
        #expect(whole == ["Trailer", trailer])

        let poster = [("Poster", "http://127.0.0.1:9/t/p/w500/poster.jpg (p saves it)")]
        let plain = TextStyle(usesColor: false)
        #expect(
            MovieDetailsFacts.lines(poster, width: 70, style: plain) == [
                "Poster    http://127.0.0.1:9/t/p/w500/poster.jpg (p saves it)"
            ])
        #expect(
            MovieDetailsFacts.lines(poster, width: 50, style: plain) == [
                "Poster    http://127.0.0.1:9/t/p/w500/poster.jpg", "          (p saves it)",
            ])
        #expect(
            MovieDetailsFacts.lines(poster, width: 30, style: plain, cutsLinks: true) == [
                "Poster", "http://127.0.0.1:9/t/p/w500/p…", "          (p saves it)",
            ])
    }

    @Test func jsonAddsThePagesFieldsAfterTheOldOnes() {
        let watch = MovieWatchOptions(link: nil, streaming: ["Netflix"], free: ["Plex"], ads: ["RTL Play"])
        let story = story(region: germany, watch: watch)

        let text = MoviesJSONView.details(story.details, story: story, genreID: \.tmdbID).serialized()

        #expect(
            text.hasSuffix(
                """
                  "watch": {
                    "link": null,
                    "streaming": [
                      "Netflix"
                    ],
                    "rent": [],
                    "buy": [],
                    "credit": "Where to watch data by JustWatch",
                    "free": [
                      "Plex"
                    ],
                    "ads": [
                      "RTL Play"
                    ]
                  },
                  "revenue": 100853753,
                  "original_language": "en",
                  "imdb_id": "tt0137523",
                  "homepage": "http://www.foxmovies.com/movies/fight-club",
                  "regional_release": {
                    "date": "1999-11-11",
                    "region": "DE",
                    "type": "theatrical"
                  }
                }
                """), "\(text)")
    }
}

import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// The details screen says the movie page as TMDB tells it: every offer kind, a region where
/// nothing is listed in one line, the region's own release date and which it is, what the film
/// earned, its original language when it is not the one asked for, its IMDb id and homepage;
/// and it asks for the story in the screen's language.
@MainActor
struct MovieDetailsViewModelPageTests {
    let stories = FetchMovieStoryUseCaseDouble()
    let germany = MovieRegion(code: "DE")!

    func story(
        region: MovieRegion, watch: MovieWatchOptions? = nil, release: RegionalRelease? = nil,
        originalLanguage: String? = "en"
    ) -> MovieStory {
        MovieStory(
            details: MovieDetails(
                movie: MovieFixtures.movie(id: 550, title: "Fight Club", year: 1999), revenue: 100_853_753,
                originalLanguage: originalLanguage, imdbID: "tt0137523",
                homepage: "http://www.foxmovies.com/movies/fight-club"),
            region: region, watchOptions: watch, release: release)
    }

    func load(_ story: MovieStory, language: String? = nil) async -> MovieDetailsViewModel {
        await MovieDetailsViewModel.loaded(story, language: language, stories: stories)
    }

    @Test func everyOfferKindHasItsLineInOrder() async {
        let watch = MovieWatchOptions(
            link: nil, streaming: ["Netflix"], free: ["Plex"], ads: ["RTL Play", "Pluto TV"], rent: ["Apple TV"],
            buy: ["Google Play"])

        let viewModel = await load(story(region: germany, watch: watch))

        #expect(
            viewModel.watchLines == [
                "Stream: Netflix", "Free: Plex", "With ads: RTL Play, Pluto TV", "Rent: Apple TV", "Buy: Google Play",
            ])
        #expect(viewModel.watchNothingText == nil)
    }

    @Test func aRegionWithNothingListedSaysSoAndAnUnknownOneSaysNothing() async {
        let iceland = MovieRegion(code: "IS")!
        let listed = await load(story(region: iceland, watch: MovieWatchOptions(link: nil)))
        #expect(listed.watchLines.isEmpty && listed.watchNothingText == "nothing listed for IS")
        let unknown = await load(story(region: iceland, watch: nil))
        #expect(unknown.watchLines.isEmpty && unknown.watchNothingText == nil)
    }

    @Test func theRegionsReleaseIsShownAndSaysWhichItIs() async {
        let release = RegionalRelease(date: ReleaseDate(iso8601: "1999-11-11")!, region: germany, kind: .theatrical)
        #expect(await load(story(region: germany, release: release)).releaseText == "1999-11-11 (DE, theatrical)")
        let limited = RegionalRelease(date: ReleaseDate(iso8601: "1999-11-04")!, region: germany, kind: .limited)
        #expect(await load(story(region: germany, release: limited)).releaseText == "1999-11-04 (DE, limited)")
        #expect(await load(story(region: germany)).releaseText == "1999-05-25", "else the primary date")
        let sameDay = RegionalRelease(date: ReleaseDate(iso8601: "1999-05-25")!, region: germany, kind: .theatrical)
        #expect(await load(story(region: germany, release: sameDay)).releaseText == "1999-05-25", "the same day")
    }

    @Test func theStoryIsAskedInTheScreensLanguage() async {
        _ = await load(story(region: germany), language: "de-DE")
        _ = await load(story(region: germany))
        #expect(await stories.languages == ["de-DE", nil])
    }

    @Test func revenueIMDbIDAndHomepageAreSaid() async {
        let viewModel = await load(story(region: germany))
        #expect(viewModel.revenueText == "$100,853,753")
        #expect(viewModel.imdbID == "tt0137523")
        #expect(viewModel.homepage == "http://www.foxmovies.com/movies/fight-club")
    }

    @Test(arguments: [
        ("en" as String?, nil as String?, nil as String?), ("en", "en-US", nil), ("en", "de-DE", "en"),
        ("en", "de", "en"), ("fr", nil, "fr"), ("fr", "fr-FR", nil), (nil, "de-DE", nil),
    ])
    func theOriginalLanguageIsSaidWhenItIsNotTheOneAskedFor(original: String?, asked: String?, said: String?) async {
        let viewModel = await load(story(region: germany, originalLanguage: original), language: asked)
        #expect(viewModel.originalLanguageText == said)
    }
}

import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// The details screen with a story use case: it asks for its region's story instead of the
/// details alone, and says who made the film, who plays in it, its certification, trailer and
/// where to watch it, with JustWatch's credit.
@MainActor
struct MovieDetailsViewModelStoryTests {
    let details = FetchMovieDetailsUseCaseDouble()
    let stories = FetchMovieStoryUseCaseDouble()
    let germany = MovieRegion(code: "DE")!

    static let cast = [
        ("Keanu Reeves", "Neo"), ("Laurence Fishburne", "Morpheus"), ("Carrie-Anne Moss", "Trinity"),
        ("Hugo Weaving", "Agent Smith"), ("Joe Pantoliano", "Cypher"), ("Marcus Chong", "Tank"), ("Gloria Foster", ""),
    ].map { CreditedPerson(name: $0.0, role: $0.1) }

    func story(region: MovieRegion) -> MovieStory {
        MovieStory(
            details: MovieDetails(
                movie: MovieFixtures.movie(id: 603, title: "The Matrix"), runtime: 136, budget: 63_000_000,
                certification: "16"),
            region: region, directors: ["Lana Wachowski", "Lilly Wachowski"],
            writers: [
                CreditedPerson(name: "Lana Wachowski", role: "Writer"),
                CreditedPerson(name: "Lilly Wachowski", role: ""),
            ],
            cast: Self.cast, trailerURL: "https://www.youtube.com/watch?v=vKQi3bBA1y8",
            watchOptions: MovieWatchOptions(
                link: "https://www.themoviedb.org/movie/603/watch?locale=DE", streaming: ["Netflix", "WOW"],
                buy: ["Apple TV"]),
            collection: "The Matrix Collection")
    }

    func makeViewModel(region: MovieRegion) -> MovieDetailsViewModel {
        MovieDetailsViewModel(
            movieID: 603, region: region, fetchMovieDetailsUseCase: details, fetchMovieStoryUseCase: stories,
            fetchPosterImageUseCase: FetchPosterImageUseCaseDouble(),
            fetchPosterURLUseCase: FetchPosterURLUseCaseDouble(),
            savePosterUseCase: SavePosterUseCaseDouble())
    }

    @Test func asksForTheStoryInItsRegionAndNotTheDetailsAlone() async {
        await stories.respond(.success(story(region: germany)), forID: 603)
        let viewModel = makeViewModel(region: germany)

        await viewModel.load()

        #expect(await stories.requests.map(\.region) == [germany])
        #expect(await details.requestedIDs.isEmpty)
        #expect(viewModel.title == "The Matrix")
        #expect(viewModel.runtimeText == "2h 16m")
        #expect(viewModel.error == nil)
    }

    /// Shown again (back from a screen over it), details whose story failed ask for it again;
    /// once it loaded, they ask for nothing more.
    @Test func loadAgainIfFailedAsksOnlyAfterAFailure() async {
        await stories.respond(.failure(.serverError(status: 500, message: "Internal error")), forID: 603)
        let viewModel = makeViewModel(region: germany)
        await viewModel.load()
        #expect(viewModel.error != nil && viewModel.story == nil)

        await stories.respond(.success(story(region: germany)), forID: 603)
        await viewModel.loadAgainIfFailed()
        #expect(viewModel.error == nil && viewModel.directorsText == "Lana Wachowski, Lilly Wachowski")
        await viewModel.loadAgainIfFailed()

        #expect(await stories.requests.count == 2, "the failed load and the one again, no third")
    }

    @Test func saysTheStory() async {
        await stories.respond(.success(story(region: germany)), forID: 603)
        let viewModel = makeViewModel(region: germany)

        await viewModel.load()

        #expect(viewModel.directorsText == "Lana Wachowski, Lilly Wachowski")
        #expect(viewModel.writersText == "Lana Wachowski (Writer), Lilly Wachowski")
        #expect(
            viewModel.castLines == [
                "Keanu Reeves as Neo", "Laurence Fishburne as Morpheus", "Carrie-Anne Moss as Trinity",
                "Hugo Weaving as Agent Smith", "Joe Pantoliano as Cypher",
            ])
        #expect(viewModel.castLeftOut == 2)
        #expect(viewModel.certificationText == "16 (DE)")
        #expect(viewModel.budgetText == "$63,000,000")
        #expect(viewModel.trailerURL == "https://www.youtube.com/watch?v=vKQi3bBA1y8")
        #expect(viewModel.collection == "The Matrix Collection")
        #expect(viewModel.watchLines == ["Stream: Netflix, WOW", "Buy: Apple TV"])
        #expect(viewModel.watchLink == "https://www.themoviedb.org/movie/603/watch?locale=DE")
        #expect(MovieDetailsViewModel.watchCredit == "Where to watch data by JustWatch")
    }

    @Test func theRegionOfTheStoryIsTheOneSaid() async {
        // The offline catalog's ratings are the United States' whatever region was asked for.
        await stories.respond(.success(story(region: .unitedStates)), forID: 603)
        let viewModel = makeViewModel(region: germany)

        await viewModel.load()

        #expect(viewModel.certificationText == "16 (US)")
    }

    @Test func aFailureIsExplainedAndNothingOfTheStoryIsSaid() async {
        await stories.respond(.failure(.notFound(message: "no movie 603")), forID: 603)
        let viewModel = makeViewModel(region: germany)

        await viewModel.load()

        #expect(viewModel.error != nil)
        #expect(viewModel.directorsText == nil && viewModel.castLines.isEmpty && viewModel.watchLines.isEmpty)
        #expect(viewModel.trailerURL == nil && viewModel.certificationText == nil)
    }

    @Test func withoutAStoryUseCaseTheDetailsAloneAreLoaded() async {
        await details.respond(.success(story(region: germany).details), forID: 603)
        let viewModel = MovieDetailsViewModel(
            movieID: 603, fetchMovieDetailsUseCase: details, fetchPosterImageUseCase: FetchPosterImageUseCaseDouble(),
            fetchPosterURLUseCase: FetchPosterURLUseCaseDouble(), savePosterUseCase: SavePosterUseCaseDouble())

        await viewModel.load()

        #expect(await details.requestedIDs == [603])
        #expect(viewModel.story == nil && viewModel.castLines.isEmpty)
        #expect(viewModel.certificationText == "16 (US)", "the screen's region")
    }
}

import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

@MainActor
struct MovieDetailsViewModelTests {
    let details = FetchMovieDetailsUseCaseDouble()
    let poster = FetchPosterImageUseCaseDouble()
    let posterURL = FetchPosterURLUseCaseDouble()
    let savePoster = SavePosterUseCaseDouble()

    static let alien = MovieDetails(
        movie: Movie(
            id: 348, title: "Alien", overview: "In space no one can hear you scream.",
            releaseDate: ReleaseDate(year: 1979, month: 5, day: 25), posterPath: "/alien.jpg",
            voteAverage: 8.14, voteCount: 14_000),
        runtime: 117,
        genres: [.horror, .scienceFiction],
        tagline: "In space no one can hear you scream.",
        status: "Released"
    )

    func makeViewModel(movie: Movie? = nil, posterWidth: Int? = nil) -> MovieDetailsViewModel {
        MovieDetailsViewModel(
            movieID: 348, movie: movie, posterWidth: posterWidth,
            fetchMovieDetailsUseCase: details, fetchPosterImageUseCase: poster, fetchPosterURLUseCase: posterURL,
            savePosterUseCase: savePoster)
    }

    @Test func showsTheListsCopyUntilTheDetailsArrive() {
        let viewModel = makeViewModel(movie: MovieFixtures.movie(id: 348, title: "Alien"))

        #expect(viewModel.title == "Alien")
        #expect(viewModel.releaseText == "1979-05-25")
        #expect(viewModel.runtimeText == nil)
        #expect(viewModel.details == nil)
    }

    @Test func showsEveryDetailOnceLoaded() async {
        await details.respond(.success(Self.alien), forID: 348)
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.title == "Alien")
        #expect(viewModel.releaseText == "1979-05-25")
        #expect(viewModel.runtimeText == "1h 57m")
        #expect(viewModel.genresText == "Horror, Science Fiction")
        #expect(viewModel.ratingText == "8.1")
        #expect(viewModel.overview == "In space no one can hear you scream.")
        #expect(viewModel.tagline == "In space no one can hear you scream.")
        #expect(viewModel.status == "Released")
        #expect(viewModel.error == nil)
        #expect(!viewModel.isLoading)
        #expect(await details.requestedIDs == [348])
    }

    @Test func fetchesThePosterAtTheRequestedWidth() async {
        await details.respond(.success(Self.alien), forID: 348)
        await poster.respond(.success([0xFF, 0xD8, 0xFF]))
        let viewModel = makeViewModel(posterWidth: 300)

        await viewModel.load()

        #expect(await poster.requests == [.init(path: "/alien.jpg", width: 300)])
        #expect(viewModel.posterImage == [0xFF, 0xD8, 0xFF])
        #expect(viewModel.posterWidth == 300)
    }

    @Test func noPosterWidthFetchesNoPoster() async {
        await details.respond(.success(Self.alien), forID: 348)
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.details == Self.alien, "a poster could have been fetched")
        #expect(await poster.requests.isEmpty)
        #expect(viewModel.posterImage == nil)
    }

    @Test func movieWithoutPosterFetchesNone() async {
        let posterless = MovieDetails(movie: MovieFixtures.movie(id: 348))
        await details.respond(.success(posterless), forID: 348)
        let viewModel = makeViewModel(posterWidth: 500)

        await viewModel.load()

        #expect(viewModel.details == posterless)
        #expect(await poster.requests.isEmpty)
        #expect(viewModel.posterError == nil)
    }

    @Test func posterFailureLeavesTheDetails() async {
        await details.respond(.success(Self.alien), forID: 348)
        await poster.respond(.failure(.notFound(message: "no such image")))
        let viewModel = makeViewModel(posterWidth: 185)

        await viewModel.load()

        // The poster's own words: an image host without it is not "no such movie".
        #expect(viewModel.posterError?.title == "Poster not available")
        #expect(viewModel.posterError?.message == "No such image.")
        #expect(viewModel.error == nil)
        #expect(viewModel.runtimeText == "1h 57m")
    }

    @Test func aPosterThatIsNoImageSaysSo() async {
        await details.respond(.success(Self.alien), forID: 348)
        await poster.respond(
            .failure(.invalidResponse(message: "the poster is not an image (the image host sent text/html)")))
        let viewModel = makeViewModel(posterWidth: 185)

        await viewModel.load()

        #expect(viewModel.posterError?.title == "Not a poster")
        #expect(viewModel.posterError?.message == "The poster is not an image (the image host sent text/html).")
    }

    @Test func detailsFailureKeepsWhatWasKnown() async {
        await details.respond(
            .failure(.notFound(message: "The resource you requested could not be found.")), forID: 348)
        let viewModel = makeViewModel(movie: MovieFixtures.movie(id: 348, title: "Alien"), posterWidth: 185)

        await viewModel.load()

        #expect(viewModel.error?.title == "Not found")
        #expect(viewModel.title == "Alien")
        #expect(await poster.requests.isEmpty)
    }

    @Test func emptyTaglineAndUnknownRuntimeShowNothing() async {
        let sparse = MovieDetails(movie: MovieFixtures.movie(id: 348, year: nil), runtime: 0, tagline: "", status: "")
        await details.respond(.success(sparse), forID: 348)
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.details == sparse, "the details arrived, with their empty fields")
        #expect(viewModel.tagline == nil)
        #expect(viewModel.status == nil)
        #expect(viewModel.runtimeText == nil)
        #expect(viewModel.releaseText == "To be announced")
        #expect(viewModel.genresText == "")
    }

    // MARK: - Poster URL

    @Test func findsThePostersURLThroughItsUseCase() async {
        await details.respond(.success(Self.alien), forID: 348)
        await posterURL.respond(.success("https://images.example/w500/alien.jpg"))
        let viewModel = makeViewModel()
        await viewModel.load()
        #expect(viewModel.posterURL == nil, "asked for, not loaded with the details")
        #expect(await posterURL.requests.isEmpty)

        await viewModel.loadPosterURL(width: 500)

        #expect(viewModel.posterURL == "https://images.example/w500/alien.jpg")
        #expect(await posterURL.requests == ["/alien.jpg 500"])
        #expect(await poster.requests.isEmpty, "the URL alone fetches no image")
    }

    @Test func posterURLFailureIsAPosterError() async {
        await details.respond(.success(Self.alien), forID: 348)
        await posterURL.respond(.failure(.notConnected(message: "offline")))
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.loadPosterURL(width: 500)

        #expect(viewModel.posterURL == nil)
        #expect(viewModel.posterError?.title == "No connection")
        #expect(viewModel.error == nil, "the details stand")
    }

    @Test func withoutAPosterThereIsNoURLAndNothingIsAsked() async {
        let noPoster = MovieDetails(movie: MovieFixtures.movie(id: 348), runtime: 90)
        await details.respond(.success(noPoster), forID: 348)
        let withoutPoster = makeViewModel()
        await withoutPoster.load()
        await withoutPoster.loadPosterURL(width: 500)
        #expect(withoutPoster.posterURL == nil)
        #expect(withoutPoster.posterError == nil)
        #expect(await posterURL.requests.isEmpty)
    }

    // MARK: - Saving the poster

    @Test func savesThePosterThroughItsUseCaseAndSaysWhere() async {
        await details.respond(.success(Self.alien), forID: 348)
        await savePoster.respond(.success(()))
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.savePoster(to: "alien.jpg", width: 500)

        #expect(await savePoster.requests == [.init(path: "/alien.jpg", width: 500, file: "alien.jpg")])
        #expect(viewModel.savedPosterFile == "alien.jpg")
        #expect(viewModel.posterSaveFailure == nil)
        #expect(viewModel.posterError == nil)
        #expect(await poster.requests.isEmpty, "the use case fetches the poster it saves")
    }

    @Test func aFileThatCannotBeWrittenIsSaidAsTheSystemSaidIt() async {
        await details.respond(.success(Self.alien), forID: 348)
        await savePoster.respond(.failure(.storage(message: "cannot write alien.jpg: Permission denied")))
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.savePoster(to: "alien.jpg", width: 500)

        #expect(viewModel.savedPosterFile == nil)
        #expect(viewModel.posterSaveFailure == "cannot write alien.jpg: Permission denied")
        #expect(viewModel.posterError == nil, "the poster itself was there")
        #expect(viewModel.error == nil, "the details stand")
    }

    @Test func aPosterThatCannotBeFetchedIsAPosterError() async {
        await details.respond(.success(Self.alien), forID: 348)
        await savePoster.respond(.failure(.notConnected(message: "offline")))
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.savePoster(to: "alien.jpg", width: 500)

        #expect(viewModel.savedPosterFile == nil)
        #expect(viewModel.posterSaveFailure == nil)
        #expect(viewModel.posterError?.title == "No connection")
    }

    @Test func aNewSaveForgetsHowTheLastOneEnded() async {
        await details.respond(.success(Self.alien), forID: 348)
        await savePoster.respond(.failure(.storage(message: "cannot write alien.jpg: No space left on device")))
        let viewModel = makeViewModel()
        await viewModel.load()
        await viewModel.savePoster(to: "alien.jpg", width: 500)

        await savePoster.respond(.success(()))
        await viewModel.savePoster(to: "elsewhere/alien.jpg", width: 500)

        #expect(viewModel.savedPosterFile == "elsewhere/alien.jpg")
        #expect(viewModel.posterSaveFailure == nil)
    }

    @Test func withoutAPosterNothingIsSaved() async {
        await details.respond(.success(MovieDetails(movie: MovieFixtures.movie(id: 348))), forID: 348)
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.savePoster(to: "alien.jpg", width: 500)

        #expect(await savePoster.requests.isEmpty)
        #expect(viewModel.savedPosterFile == nil)
        #expect(viewModel.posterSaveFailure == nil)
        #expect(viewModel.posterError == nil)
    }
}

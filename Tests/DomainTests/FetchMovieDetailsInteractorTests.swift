import DomainTestSupport
import MoviesDomain
import Testing

struct FetchMovieDetailsInteractorTests {
    @Test func fetchesDetailsByID() async throws {
        let movies = MoviesRepositoryDouble()
        let details = MovieDetails(movie: MovieFixtures.movie(id: 11), runtime: 121)
        await movies.respondDetails(.success(details), forID: 11)

        #expect(
            try await FetchMovieDetailsInteractor(detailsRepository: movies).execute(id: 11, language: nil) == details)
        #expect(await movies.detailsRequests == [11])
    }

    @Test func passesNotFoundThrough() async {
        let movies = MoviesRepositoryDouble()
        await movies.respondDetails(.failure(.notFound(message: "missing")), forID: 1)

        await #expect(throws: MoviesError.notFound(message: "missing")) {
            try await FetchMovieDetailsInteractor(detailsRepository: movies).execute(id: 1, language: nil)
        }
    }
}

struct FetchPosterImageInteractorTests {
    @Test func fetchesThePosterAtTheRequestedWidth() async throws {
        let posters = PosterImagesRepositoryDouble(response: .success([0xFF, 0xD8]))

        let bytes = try await FetchPosterImageInteractor(posterImagesRepository: posters).execute(
            path: "/a.jpg", width: 300)

        #expect(bytes == [0xFF, 0xD8])
        #expect(await posters.requests.map(\.path) == ["/a.jpg"])
        #expect(await posters.requests.map(\.width) == [300])
    }

    @Test func rejectsANonPositiveWidthBeforeAnyRepositoryCall() async {
        let posters = PosterImagesRepositoryDouble()

        await #expect(throws: MoviesError.invalidRequest(message: "a poster width must be positive")) {
            try await FetchPosterImageInteractor(posterImagesRepository: posters).execute(path: "/a.jpg", width: 0)
        }
        #expect(await posters.requests.isEmpty)
    }
}

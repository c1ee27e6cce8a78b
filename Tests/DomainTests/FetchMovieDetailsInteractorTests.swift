import DomainTestSupport
import MoviesDomain
import Testing

struct FetchMovieDetailsInteractorTests {
    @Test func fetchesDetailsByID() async throws {
        let movies = MoviesRepositoryDouble()
        let details = MovieDetails(movie: MovieFixtures.movie(id: 11), runtime: 121)
        await movies.respondDetails(.success(details), forID: 11)

        #expect(try await FetchMovieDetailsInteractor(moviesRepository: movies).execute(id: 11) == details)
        #expect(await movies.detailsRequests == [11])
    }

    @Test func passesNotFoundThrough() async {
        let movies = MoviesRepositoryDouble()
        await movies.respondDetails(.failure(.notFound(message: "missing")), forID: 1)

        await #expect(throws: MoviesError.notFound(message: "missing")) {
            try await FetchMovieDetailsInteractor(moviesRepository: movies).execute(id: 1)
        }
    }
}

import DomainTestSupport
import MoviesDomain
import Testing

/// `FetchMovieStoryInteractor` over a story repository double: it asks for the movie and the
/// region, refuses a story about another movie, and is made over a movies repository only when
/// that one tells stories.
struct FetchMovieStoryInteractorTests {
    let repository = MovieStoryRepositoryDouble()
    let germany = MovieRegion(code: "DE")!

    private func story(_ id: Movie.ID, region: MovieRegion) -> MovieStory {
        MovieStory(
            details: MovieDetails(movie: MovieFixtures.movie(id: id.number), certification: "16"), region: region,
            directors: ["Lana Wachowski"], cast: [CreditedPerson(name: "Keanu Reeves", role: "Neo")])
    }

    @Test func asksForTheMovieInTheRegion() async throws {
        await repository.respond(.success(story(603, region: germany)), forID: 603)

        let story = try await FetchMovieStoryInteractor(storyRepository: repository).execute(
            id: 603, region: germany, language: nil)

        #expect(story.directors == ["Lana Wachowski"])
        #expect(story.details.certification == "16")
        #expect(await repository.requests == [.init(id: 603, region: germany)])
    }

    @Test func aStoryAboutAnotherMovieIsRefused() async {
        await repository.respond(.success(story(604, region: germany)), forID: 603)
        await #expect(throws: MoviesError.self) {
            try await FetchMovieStoryInteractor(storyRepository: repository).execute(
                id: 603, region: germany, language: nil)
        }
    }

    @Test func anIMDbIDIsAnsweredByTheMovieThatHasIt() async throws {
        let imdb = Movie.ID(prefix: Movie.ID.imdbPrefix, number: 137523)
        let fightClub = { (imdbID: String) in
            MovieStory(
                details: MovieDetails(movie: MovieFixtures.movie(id: 550), imdbID: imdbID), region: self.germany)
        }
        await repository.respond(.success(fightClub("tt0137523")), forID: imdb)
        let story = try await FetchMovieStoryInteractor(storyRepository: repository).execute(
            id: imdb, region: germany, language: nil)
        #expect(story.id == 550 && imdb.description == "tt0137523")

        await repository.respond(.success(fightClub("tt0133093")), forID: imdb)
        await #expect(throws: MoviesError.self, "another film's IMDb id") {
            try await FetchMovieStoryInteractor(storyRepository: repository).execute(
                id: imdb, region: germany, language: nil)
        }
    }

    @Test func theRepositorysErrorsPassThrough() async {
        await repository.respond(.failure(.notFound(message: "no such movie")), forID: 9)
        await #expect(throws: MoviesError.notFound(message: "no such movie")) {
            try await FetchMovieStoryInteractor(storyRepository: repository).execute(
                id: 9, region: .unitedStates, language: nil)
        }
    }
}

import MoviesDomain
import MoviesPresentation
import Testing

/// The raw values a list row carries for JSON views.
struct MoviesListItemViewModelTests {
    @Test func rowCarriesTheMoviesRawValues() {
        let movie = Movie(
            id: 348, title: "Alien", overview: "In space…", releaseDate: ReleaseDate(year: 1979, month: 5, day: 25),
            posterPath: "/alien.jpg", voteAverage: 8.1, voteCount: 14_000, genres: [.horror, .scienceFiction])

        let item = MoviesListItemViewModel(movie: movie)

        #expect(item.genres == [.horror, .scienceFiction])
        #expect(item.releaseDate == "1979-05-25")
        #expect(item.year == 1979)
        #expect(item.posterPath == "/alien.jpg")
    }
}

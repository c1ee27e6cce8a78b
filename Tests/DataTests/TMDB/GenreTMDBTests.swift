import MoviesDomain
import Testing

@testable import MoviesData

/// TMDB's genre numbers, mapped to the app's genres in one table (`Genre+TMDB.swift`).
struct GenreTMDBTests {
    @Test func everyGenreHasItsOwnNumberAndComesBackFromIt() {
        let numbers = Genre.allCases.map(\.tmdbID)
        #expect(Set(numbers).count == Genre.allCases.count)
        for genre in Genre.allCases { #expect(Genre(tmdbID: genre.tmdbID) == genre) }
    }

    @Test func theNumbersAreTMDBs() {
        #expect(Genre.drama.tmdbID == 18)
        #expect(Genre.scienceFiction.tmdbID == 878)
        #expect(Genre.tvMovie.tmdbID == 10770)
        #expect(Genre(tmdbID: 4242) == nil, "a number the app has no genre for")
    }
}

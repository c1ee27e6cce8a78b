import DomainTestSupport
import MoviesDomain
import Testing

/// Sorting and narrowing a search's movies: each order, ties in the source's order, each filter.
struct MovieArrangementTests {
    private let movies = [
        Movie(
            id: 1, title: "b", releaseDate: ReleaseDate(year: 1980), voteAverage: 7, voteCount: 10, genres: [.action]),
        Movie(id: 2, title: "A", releaseDate: nil, voteAverage: 9, voteCount: 5, genres: [.drama]),
        Movie(
            id: 3, title: "c", releaseDate: ReleaseDate(year: 1990), voteAverage: 7, voteCount: 30,
            genres: [.action, .drama]),
    ]

    private func ids(_ arrangement: MovieArrangement) -> [Int] {
        arrangement.arranged(movies).map(\.id.number)
    }

    @Test func eachOrderAndTiesKeepTheSourcesOrder() {
        #expect(ids(MovieArrangement()) == [1, 2, 3])
        #expect(ids(MovieArrangement(sort: .rating, minVotes: 0)) == [2, 1, 3], "1 and 3 tie at 7: source order")
        #expect(ids(MovieArrangement(sort: .votes)) == [3, 1, 2])
        #expect(ids(MovieArrangement(sort: .year)) == [3, 1, 2], "undated last")
        #expect(ids(MovieArrangement(sort: .title)) == [2, 1, 3], "case aside")
    }

    @Test func eachFilterLeavesOutWhatItShould() {
        #expect(ids(MovieArrangement(years: 1979...1985)) == [1], "undated left out")
        #expect(ids(MovieArrangement(genres: [.drama])) == [2, 3])
        #expect(ids(MovieArrangement(genres: [.drama, .action])) == [1, 2, 3], "any of the genres")
        #expect(ids(MovieArrangement(minRating: 8)) == [2])
        #expect(ids(MovieArrangement(minVotes: 10)) == [1, 3])
        #expect(ids(MovieArrangement(sort: .votes, genres: [.action], minRating: 7)) == [3, 1])
        #expect(MovieArrangement(sort: .rating).filters, "its vote floor leaves out")
        #expect(!MovieArrangement(sort: .rating, minVotes: 0).filters)
        #expect(!MovieArrangement(minVotes: 0).filters, "0 keeps every film")
        #expect(!MovieArrangement(sort: .votes).filters)
    }

    /// A rating sort ranks only films with `ratingVoteFloor` votes or more, unless `minVotes`
    /// says otherwise (0 keeps every film): a handful of votes never leads thousands.
    @Test func aRatingSortHasAVoteFloorThatMinVotesReplaces() {
        let rated = [
            Movie(id: 1, title: "obscure", releaseDate: nil, voteAverage: 9.7, voteCount: 12),
            Movie(id: 2, title: "well known", releaseDate: nil, voteAverage: 8.8, voteCount: 143_853),
            Movie(id: 3, title: "enough", releaseDate: nil, voteAverage: 7.0, voteCount: 500),
        ]
        let ids = { (arrangement: MovieArrangement) in arrangement.arranged(rated).map(\.id.number) }
        #expect(MovieArrangement.ratingVoteFloor == 500)
        #expect(ids(MovieArrangement(sort: .rating)) == [2, 3])
        #expect(MovieArrangement(sort: .rating).voteFloor == 500)
        #expect(ids(MovieArrangement(sort: .rating, minVotes: 0)) == [1, 2, 3])
        #expect(MovieArrangement(sort: .rating, minVotes: 0).voteFloor == nil)
        #expect(ids(MovieArrangement(sort: .rating, minVotes: 1000)) == [2])
        #expect(ids(MovieArrangement(sort: .votes)) == [2, 3, 1], "other orders keep every film")
        #expect(MovieArrangement(sort: .title).voteFloor == nil)
    }

    /// What a source that fetched a page and filters it itself makes of it: the movies kept,
    /// sorted, how many it fetched, and the totals as the source counted them.
    @Test func narrowingAPageSaysHowManyItHeld() {
        let page = MoviesPage(page: 2, totalPages: 9, totalResults: 170, movies: movies, source: .remote)
        let narrowed = MovieArrangement(sort: .votes, genres: [.action]).narrowing(page)
        #expect(narrowed.movies.map(\.id.number) == [3, 1])
        #expect(narrowed.fetchedCount == 3)
        #expect(narrowed.totalResults == 170 && narrowed.totalPages == 9 && narrowed.hasNextPage)
        #expect(MovieArrangement(minVotes: 10).narrowing(narrowed).fetchedCount == 3, "narrowed twice, fetched once")
        #expect(page.fetchedCount == nil)
        #expect(MovieArrangement(years: 1980...1980).year == 1980)
        #expect(MovieArrangement(years: 1980...1981).year == nil)
        #expect(!MovieArrangement().arranges && MovieArrangement(sort: .title).arranges)
    }

    @Test func genresAreNamedAsPeopleTypeThem() {
        #expect(Genre.named("science-fiction") == .scienceFiction)
        #expect(Genre.named("Science Fiction") == .scienceFiction)
        #expect(Genre.named("ACTION") == .action)
        #expect(Genre.named("westerns") == nil)
    }
}

import DomainTestSupport
import MoviesData
import MoviesDomain
import Testing

/// The catalog answers a request's sort and filters exactly, over every match of the embedded
/// catalog: its totals and pages count what the filters keep, and the sort orders all the
/// matches before the pages are cut.
struct CatalogArrangementTests {
    private let repository = CatalogMoviesRepository()

    /// Every film of the catalog whose title matches "love" that is a comedy rated 8 or more (19:
    /// 18 with the word, and "Vermont Is for Lovers", matched by a word's start as without the
    /// filters), and every "star" drama rated 7 or more (18), counted from the matches read page
    /// by page without filters.
    @Test(
        arguments: [
            ("love", MovieArrangement(genres: [.comedy], minRating: 8), 19),
            ("star", MovieArrangement(genres: [.drama], minRating: 7), 18),
            ("star", MovieArrangement(years: 1977...1983), nil),
            ("alien", MovieArrangement(minVotes: 10_000), nil),
        ] as [(String, MovieArrangement, Int?)])
    func filtersCountEveryMatchNotThePagesLoaded(text: String, arrangement: MovieArrangement, count: Int?)
        async throws
    {
        let everyMatch = try await allPages(text, MovieSearchOptions())
        let kept = everyMatch.filter(arrangement.keeps)
        let filtered = try await allPages(text, MovieSearchOptions(arrangement: arrangement))
        let first = try await page(1, text, MovieSearchOptions(arrangement: arrangement))

        #expect(filtered.map(\.id) == kept.map(\.id), "the source's order, the filters' matches")
        #expect(first.totalResults == kept.count)
        #expect(first.totalPages == (kept.count + 19) / 20)
        #expect(first.fetchedCount == nil, "nothing was filtered after fetching")
        if let count { #expect(kept.count == count) }
    }

    @Test func theSortOrdersEveryMatchThenPages() async throws {
        // Every match: a rating sort's vote floor off (`minVotes` 0).
        let options = MovieSearchOptions(arrangement: MovieArrangement(sort: .rating, minVotes: 0))
        let sorted = try await allPages("love", options)
        let everyMatch = try await allPages("love", MovieSearchOptions())

        #expect(sorted.count == everyMatch.count)
        #expect(sorted.map(\.voteAverage) == everyMatch.map(\.voteAverage).sorted(by: >))
        #expect(try await page(1, "love", options).movies.first?.voteAverage == everyMatch.map(\.voteAverage).max())
    }

    @Test func oneYearInTheFiltersIsTheQuerysYear() async throws {
        let filtered = try await page(1, "alien", MovieSearchOptions(arrangement: MovieArrangement(years: 1979...1979)))
        let asked = try await repository.moviesPage(
            for: MovieFixtures.query("alien", year: 1979), page: 1, options: .init(), cached: { _ in })
        #expect(filtered.movies == asked.movies)
        #expect(filtered.totalResults == asked.totalResults)
        #expect(filtered.movies.first?.title == "Alien")
    }

    private func page(_ number: Int, _ text: String, _ options: MovieSearchOptions) async throws -> MoviesPage {
        try await repository.moviesPage(
            for: MovieFixtures.query(text), page: try MoviesPageNumber(number), options: options, cached: { _ in })
    }

    private func allPages(_ text: String, _ options: MovieSearchOptions) async throws -> [Movie] {
        let first = try await page(1, text, options)
        var movies = first.movies
        if first.totalPages > 1 {
            for number in 2...first.totalPages { movies += try await page(number, text, options).movies }
        }
        return movies
    }
}

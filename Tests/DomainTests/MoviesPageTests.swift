import MoviesDomain
import Testing

struct MoviesPageTests {
    @Test(arguments: [(0, 0), (1, 1), (20, 1), (21, 2), (58788, 2940)])
    func pageCountFollowsFromTheTotal(totalResults: Int, totalPages: Int) {
        #expect(MoviesPage(page: 1, totalResults: totalResults, movies: [], source: .catalog).totalPages == totalPages)
    }

    @Test func pagesHoldTwentyConsecutivePositions() {
        #expect(MoviesPage.resultPositions(ofPage: 1) == 0..<20)
        #expect(MoviesPage.resultPositions(ofPage: 3) == 40..<60)
    }

    @Test func noPageFollowsTheLastOrTheFiveHundredth() {
        #expect(MoviesPage(page: 1, totalResults: 21, movies: [], source: .catalog).hasNextPage)
        #expect(!MoviesPage(page: 2, totalResults: 21, movies: [], source: .catalog).hasNextPage)
        #expect(!MoviesPage(page: 500, totalPages: 900, totalResults: 18000, movies: []).hasNextPage)
    }
}

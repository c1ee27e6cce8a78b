import DomainTestSupport
import MoviesDomain
import Testing

struct MoviesPageTests {
    @Test func aPageFollowsWhileThePageIsBeforeTheCount() {
        #expect(MoviesPage(page: 1, totalPages: 2, totalResults: 21, movies: []).hasNextPage)
        #expect(!MoviesPage(page: 2, totalPages: 2, totalResults: 21, movies: []).hasNextPage)
        #expect(!MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []).hasNextPage)
    }

    @Test func aSourceThatServesFewerPagesThanItCountsSaysSo() {
        let page = MoviesPage(
            page: 500, totalPages: 900, totalResults: 18000, movies: [], hasNextPage: false, source: .remote)
        #expect(!page.hasNextPage)
        #expect(!page.with(source: .cache(age: .seconds(1))).hasNextPage, "a page marked again keeps it")
    }
}

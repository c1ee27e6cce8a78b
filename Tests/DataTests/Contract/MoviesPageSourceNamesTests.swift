import DomainTestSupport
import MoviesData
import MoviesDomain
import Testing

/// The test doubles' page sources are named as the repositories name theirs, so a test of a
/// view over a double's page sees what the app shows.
struct MoviesPageSourceNamesTests {
    @Test func theFixturesNameTheSourcesAsTheRepositoriesDo() {
        #expect(MoviesPageSource.remote.name == TMDBMoviesRepository.sourceName)
        #expect(MoviesPageSource.catalog.name == CatalogMoviesRepository.sourceName)
        #expect(JSONFileMoviesRepository(path: "/tmp/x/movies.json").sourceName == "movies.json")
    }
}

import DomainTestSupport
import MoviesDomain
import Testing

struct ClearRecentMovieQueriesInteractorTests {
    @Test func clearsTheRepository() async throws {
        let queries = MoviesQueriesRepositoryDouble(stored: [MovieFixtures.query("alien")])

        try await ClearRecentMovieQueriesInteractor(queriesRepository: queries).execute()

        #expect(await queries.clearCount == 1)
        #expect(await queries.stored.isEmpty)
    }

    @Test func failureReachesTheCaller() async {
        let queries = MoviesQueriesRepositoryDouble()
        await queries.setFailure(.storage(message: "read-only"))

        await #expect(throws: MoviesError.storage(message: "read-only")) {
            try await ClearRecentMovieQueriesInteractor(queriesRepository: queries).execute()
        }
    }
}

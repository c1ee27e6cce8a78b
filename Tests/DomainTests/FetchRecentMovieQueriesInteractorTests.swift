import DomainTestSupport
import MoviesDomain
import Testing

struct FetchRecentMovieQueriesInteractorTests {
    @Test func returnsNewestFirstAtMostMaxCount() async throws {
        let queries = MoviesQueriesRepositoryDouble()
        for text in ["one", "two", "three", "four"] { try await queries.saveRecentQuery(MovieFixtures.query(text)) }
        let interactor = FetchRecentMovieQueriesInteractor(queriesRepository: queries)

        let recent = try await interactor.execute(maxCount: 3)

        #expect(recent.map(\.text) == ["four", "three", "two"])
        #expect(await queries.requestedMaxCounts == [3])
    }

    @Test func zeroMaxCountAsksNothing() async throws {
        let queries = MoviesQueriesRepositoryDouble(stored: [MovieFixtures.query()])

        #expect(try await FetchRecentMovieQueriesInteractor(queriesRepository: queries).execute(maxCount: 0).isEmpty)
        #expect(await queries.requestedMaxCounts.isEmpty)
    }

    @Test func storeFailuresReachTheCaller() async {
        let queries = MoviesQueriesRepositoryDouble()
        await queries.setFailure(.storage(message: "unreadable"))

        await #expect(throws: MoviesError.storage(message: "unreadable")) {
            try await FetchRecentMovieQueriesInteractor(queriesRepository: queries).execute(maxCount: 10)
        }
    }
}

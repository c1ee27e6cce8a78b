import DomainTestSupport
import MoviesDomain
import Testing

struct SearchMoviesInteractorTests {
    let movies = MoviesRepositoryDouble()
    let queries = MoviesQueriesRepositoryDouble()
    var interactor: SearchMoviesInteractor { .init(moviesRepository: movies, queriesRepository: queries) }

    // MARK: - Saving the query

    /// The plain search is one page: several at once are `MultiPageSearchMoviesInteractor`'s.
    @Test func aSearchFetchesOnlyItsFirstPage() async throws {
        await movies.respond(.success(MovieFixtures.page(2, of: 3)))
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: 2)

        let pages = try await interactor.execute(request, cached: { _ in })

        #expect(pages.map(\.page) == [2])
        #expect(await movies.pageRequests.map(\.page) == [2])
    }

    @Test func successfulSearchSavesItsQueryOnce() async throws {
        await movies.respond(.success(MovieFixtures.page(1, of: 3)))
        let query = MovieFixtures.query("alien")

        let pages = try await interactor.execute(MovieSearchRequest(query: query), cached: { _ in })

        #expect(pages.map(\.page) == [1])
        #expect(await queries.savedQueries == [query])
    }

    @Test func nextPageDoesNotSaveTheQueryAgain() async throws {
        await movies.respond(.success(MovieFixtures.page(1, of: 3)))
        await movies.respond(.success(MovieFixtures.page(2, of: 3)))
        let request = MovieSearchRequest(query: MovieFixtures.query())

        _ = try await interactor.execute(request, cached: { _ in })
        let second = try await interactor.nextPage(2, of: request)

        #expect(second.page == 2)
        #expect(await queries.savedQueries.count == 1)
    }

    /// The sort and filters travel in the request to the repository, for every page: the use
    /// case arranges nothing itself.
    @Test func theSortAndFiltersReachTheRepositoryWithEveryPage() async throws {
        let arrangement = MovieArrangement(sort: .rating, years: 1979...1985, genres: [.drama], minRating: 7)
        let narrowed = arrangement.narrowing(MovieFixtures.page(1, of: 3))
        await movies.respond(.success(narrowed))
        await movies.respond(.success(MovieFixtures.page(2, of: 3)))
        let request = MovieSearchRequest(
            query: MovieFixtures.query(), options: MovieSearchOptions(arrangement: arrangement))

        let pages = try await interactor.execute(request, cached: { _ in })
        _ = try await interactor.nextPage(2, of: request)

        #expect(pages == [narrowed], "as the repository answered")
        #expect(await movies.pageRequests.map(\.options.arrangement) == [arrangement, arrangement])
    }

    @Test func failedSearchSavesNothing() async {
        await movies.respond(.failure(.notConnected(message: "refused")), forPage: 1)

        await #expect(throws: MoviesError.notConnected(message: "refused")) {
            try await interactor.execute(MovieSearchRequest(query: MovieFixtures.query()), cached: { _ in })
        }
        #expect(await queries.savedQueries.isEmpty)
    }

    @Test func searchThatFoundNothingSavesNothing() async throws {
        await movies.respond(.success(MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [])))

        let pages = try await interactor.execute(MovieSearchRequest(query: MovieFixtures.query()), cached: { _ in })

        #expect(pages.map(\.totalResults) == [0])
        #expect(await queries.savedQueries.isEmpty)
    }

    @Test func aPagePastTheLastOfASearchThatFoundMoviesSavesIt() async throws {
        await movies.respond(.success(MoviesPage(page: 4, totalPages: 3, totalResults: 50, movies: [])))
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: 4)

        _ = try await interactor.execute(request, cached: { _ in })

        #expect(await queries.savedQueries == [request.query])
    }

    @Test func cancelledSearchSavesNothing() async throws {
        await movies.respond(.success(MovieFixtures.page(1, of: 1)))
        await movies.setPageDelay(.seconds(10))
        let interactor = self.interactor

        let task = Task {
            try await interactor.execute(MovieSearchRequest(query: MovieFixtures.query()), cached: { _ in })
        }
        while await movies.pageRequests.isEmpty { await Task.yield() }
        task.cancel()

        await #expect(throws: MoviesError.cancelled) { try await task.value }
        #expect(await queries.savedQueries.isEmpty)
    }

    @Test func searchSucceedsWhenRecentsCannotBeSaved() async throws {
        await movies.respond(.success(MovieFixtures.page(1, of: 1)))
        await queries.setFailure(.storage(message: "read-only"))

        let pages = try await interactor.execute(MovieSearchRequest(query: MovieFixtures.query()), cached: { _ in })

        #expect(pages.count == 1)
        #expect(await queries.savedQueries.count == 1)
    }

    @Test func searchThatDoesNotRememberItsQuerySavesNothing() async throws {
        await movies.respond(.success(MovieFixtures.page(1, of: 3)))
        let request = MovieSearchRequest(query: MovieFixtures.query("sta"), remembersQuery: false)

        let pages = try await interactor.execute(request, cached: { _ in })

        #expect(pages.map(\.page) == [1])
        #expect(await queries.savedQueries.isEmpty)
    }

    @Test func rememberQuerySavesTheQueryChosenAfterASearchThatDidNot() async throws {
        await movies.respond(.success(MovieFixtures.page(1, of: 3)))
        let request = MovieSearchRequest(query: MovieFixtures.query("star"), remembersQuery: false)
        _ = try await interactor.execute(request, cached: { _ in })

        await interactor.rememberQuery(request.query)

        #expect(await queries.savedQueries == [request.query])
    }

    @Test func rememberQueryAsksTheStoreEvenWhenItCannotSave() async {
        await queries.setFailure(.storage(message: "read-only"))

        await interactor.rememberQuery(MovieFixtures.query("star"))

        #expect(await queries.savedQueries == [MovieFixtures.query("star")])
    }

    @Test func cachedCopiesReachTheCaller() async throws {
        await movies.respond(.success(MovieFixtures.page(1, of: 1)))
        await movies.setCached(MovieFixtures.page(1, of: 1, source: .cache(age: .seconds(60))))
        let seen = PagesRecorder()

        _ = try await interactor.execute(
            MovieSearchRequest(query: MovieFixtures.query()), cached: { await seen.append($0) })

        #expect(await seen.pages.map(\.source) == [.cache(age: .seconds(60))])
    }

    // MARK: - Page numbers

    @Test(arguments: [0, -1, Int.min])
    func pageOutsideTheRangeIsRejectedBeforeAnyRepositoryCall(page: Int) async {
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: page)

        await #expect(throws: MoviesError.invalidPage(page)) {
            try await interactor.execute(request, cached: { _ in })
        }
        #expect(await movies.pageRequests.isEmpty)
        #expect(await queries.savedQueries.isEmpty)
    }

    @Test(arguments: [0, -1])
    func nextPageOutsideTheRangeIsRejectedBeforeAnyRepositoryCall(page: Int) async {
        let request = MovieSearchRequest(query: MovieFixtures.query())

        await #expect(throws: MoviesError.invalidPage(page)) { try await interactor.nextPage(page, of: request) }
        #expect(await movies.pageRequests.isEmpty)
    }

    @Test func lastValidPagesAreFetched() async throws {
        await movies.respond(.success(MovieFixtures.page(500, of: 500)))
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: 500)

        #expect(try await interactor.execute(request, cached: { _ in }).map(\.page) == [500])
    }
}

/// Collects pages handed to a `cached` closure.
private actor PagesRecorder {
    var pages: [MoviesPage] = []
    func append(_ page: MoviesPage) { pages.append(page) }
}

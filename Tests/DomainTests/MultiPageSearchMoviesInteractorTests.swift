import DomainTestSupport
import MoviesDomain
import Testing

/// Several pages at once (`--pages`): `MultiPageSearchMoviesInteractor` around the one-page
/// `SearchMoviesInteractor`, as the composition root puts them together.
struct MultiPageSearchMoviesInteractorTests {
    let movies = MoviesRepositoryDouble()
    let queries = MoviesQueriesRepositoryDouble()
    var interactor: MultiPageSearchMoviesInteractor {
        .init(wrapping: SearchMoviesInteractor(moviesRepository: movies, queriesRepository: queries))
    }

    @Test func severalPagesOfOneSearchSaveTheQueryOnce() async throws {
        for page in 1...3 { await movies.respond(.success(MovieFixtures.page(page, of: 5))) }
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: 1, pageCount: 3)

        let pages = try await interactor.execute(request, cached: { _ in })

        #expect(pages.map(\.page) == [1, 2, 3])
        #expect(await movies.pageRequests.count == 3)
        #expect(await queries.savedQueries.count == 1)
    }

    @Test func searchWithOneFailedPageSavesNothing() async {
        await movies.respond(.success(MovieFixtures.page(1, of: 5)))
        await movies.respond(.failure(.serverError(status: 503, message: "busy")), forPage: 2)
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: 1, pageCount: 2)

        await #expect(throws: MoviesError.serverError(status: 503, message: "busy")) {
            try await interactor.execute(request, cached: { _ in })
        }
        #expect(await queries.savedQueries.isEmpty)
    }

    // MARK: - Pages past the last

    @Test func pagesPastTheLastAreLeftOut() async throws {
        for page in 9...10 { await movies.respond(.success(MovieFixtures.page(page, of: 10)), forPage: page) }
        for page in 11...13 {
            await movies.respond(
                .success(MoviesPage(page: page, totalPages: 10, totalResults: 20, movies: [])), forPage: page)
        }
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: 9, pageCount: 5)

        let pages = try await interactor.execute(request, cached: { _ in })

        #expect(pages.map(\.page) == [9, 10])
        #expect(await queries.savedQueries.count == 1)
    }

    @Test func aFirstPagePastTheLastIsKeptForItsTotals() async throws {
        for page in 4...5 {
            await movies.respond(
                .success(MoviesPage(page: page, totalPages: 3, totalResults: 51, movies: [])), forPage: page)
        }
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: 4, pageCount: 2)

        let pages = try await interactor.execute(request, cached: { _ in })

        #expect(pages.map(\.page) == [4])
        #expect(pages.first?.totalPages == 3)
    }

    @Test func cancelledSearchOfSeveralPagesSavesNothing() async throws {
        for page in 1...2 { await movies.respond(.success(MovieFixtures.page(page, of: 2)), forPage: page) }
        await movies.setPageDelay(.seconds(10))
        let interactor = self.interactor

        let task = Task {
            try await interactor.execute(
                MovieSearchRequest(query: MovieFixtures.query(), pageCount: 2), cached: { _ in })
        }
        while await movies.pageRequests.isEmpty { await Task.yield() }
        task.cancel()

        await #expect(throws: MoviesError.cancelled) { try await task.value }
        #expect(await queries.savedQueries.isEmpty)
    }

    @Test func severalPagesThatDoNotRememberTheirQuerySaveNothing() async throws {
        for page in 1...2 { await movies.respond(.success(MovieFixtures.page(page, of: 3)), forPage: page) }
        let request = MovieSearchRequest(query: MovieFixtures.query("sta"), pageCount: 2, remembersQuery: false)

        let pages = try await interactor.execute(request, cached: { _ in })

        #expect(pages.map(\.page) == [1, 2])
        #expect(await queries.savedQueries.isEmpty)
    }

    // MARK: - Page numbers

    @Test(arguments: [
        (0, 1, 0), (-1, 1, -1), (1, 0, 1), (1, 21, 21), (499, 900, 519), (1, Int.max, 21), (Int.max, 2, Int.max),
    ])
    func pagesOutsideTheRangeAreRejectedBeforeAnyRepositoryCall(page: Int, count: Int, firstInvalid: Int) async {
        let request = MovieSearchRequest(query: MovieFixtures.query(), page: page, pageCount: count)

        await #expect(throws: MoviesError.invalidPage(firstInvalid)) {
            try await interactor.execute(request, cached: { _ in })
        }
        #expect(await movies.pageRequests.isEmpty)
        #expect(await queries.savedQueries.isEmpty)
    }

}

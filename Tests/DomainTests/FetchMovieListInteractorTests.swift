import DomainTestSupport
import MoviesDomain
import Testing

/// `FetchMovieListInteractor` over a lists repository double: the pages asked, in order, none
/// past the last, and what every page is fetched with.
struct FetchMovieListInteractorTests {
    private func page(_ number: Int, of totalPages: Int) -> MovieListPage {
        MovieListPage(movies: MovieFixtures.page(number, of: totalPages))
    }

    @Test func fetchesThePagesInOrderWithTheLanguageAndRegion() async throws {
        let lists = MovieListsRepositoryDouble()
        for number in 3...4 { await lists.respond(.success(page(number, of: 9)), forPage: number) }
        let request = MovieListRequest(list: .upcoming, page: 3, pageCount: 2, language: "de", region: "DE")

        let pages = try await FetchMovieListInteractor(listsRepository: lists).execute(request, cached: { _ in })

        #expect(pages.map(\.movies.page) == [3, 4])
        #expect(
            await lists.requests
                == [3, 4].map {
                    MovieListsRepositoryDouble.Request(list: .upcoming, page: $0, language: "de", region: "DE")
                })
    }

    @Test func asksNoPagePastTheLastTheFirstCounts() async throws {
        let lists = MovieListsRepositoryDouble()
        for number in 1...2 { await lists.respond(.success(page(number, of: 2)), forPage: number) }

        let pages = try await FetchMovieListInteractor(listsRepository: lists).execute(
            MovieListRequest(list: .popular, pageCount: 5), cached: { _ in })

        #expect(pages.map(\.movies.page) == [1, 2])
        #expect(await lists.requests.map(\.page) == [1, 2])
    }

    @Test func handsOlderCopiesOnAndPassesFailuresThrough() async throws {
        let lists = MovieListsRepositoryDouble()
        await lists.setCached(page(1, of: 1), forPage: 1)
        await lists.respond(.failure(.notFound(message: "no such list")), forPage: 1)
        let received = Received()

        await #expect(throws: MoviesError.notFound(message: "no such list")) {
            try await FetchMovieListInteractor(listsRepository: lists).execute(
                MovieListRequest(list: .trending(.week)), cached: { await received.add($0) })
        }
        #expect(await received.pages.map(\.movies.page) == [1])
    }

    @Test(arguments: [(0, 1), (1, 0), (1, 21)])
    func refusesPagesThatAreNotPagesBeforeAsking(page: Int, count: Int) async {
        let lists = MovieListsRepositoryDouble()
        await #expect(throws: MoviesError.self) {
            try await FetchMovieListInteractor(listsRepository: lists).execute(
                MovieListRequest(list: .popular, page: page, pageCount: count), cached: { _ in })
        }
        #expect(await lists.requests.isEmpty)
    }

    @Test func namesEachList() {
        #expect(MovieList.trending(.day).name == "trending today")
        #expect(MovieList.similar(550).name == "similar to 550")
        #expect(MovieList.person(name: "Tom Hanks").name == "Tom Hanks")
        #expect(MovieList.topRated.name == "top-rated")
    }

    private actor Received {
        var pages: [MovieListPage] = []
        func add(_ page: MovieListPage) { pages.append(page) }
    }
}

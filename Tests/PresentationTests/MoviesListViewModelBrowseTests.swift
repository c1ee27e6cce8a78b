import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// The search screen showing a list without a query (`browse(_:)`) over a list use-case double:
/// the same items and pages, the list's name where a query would be, a person's roles, paging,
/// failures, and a search afterwards that shows the search again.
@MainActor @Suite(.timeLimit(.minutes(10)))
struct MoviesListViewModelBrowseTests {
    let search = SearchMoviesUseCaseDouble()
    let lists = FetchMovieListUseCaseDouble()

    func makeViewModel() -> MoviesListViewModel {
        MoviesListViewModel(searchMoviesUseCase: search, fetchMovieListUseCase: lists)
    }

    @Test func showsTheListsPagesUnderItsName() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 3))]))
        let viewModel = makeViewModel()

        await viewModel.browse(MovieListRequest(list: .trending(.day), region: "DE"))

        #expect(viewModel.items.map(\.id) == [100, 101])
        #expect(viewModel.query == "trending today")
        #expect(viewModel.list == .trending(.day))
        #expect(viewModel.totalPageCount == 3 && viewModel.hasMorePages)
        #expect(viewModel.loading == .none && viewModel.error == nil)
        #expect(await lists.requests == [MovieListRequest(list: .trending(.day), region: "DE")])
        #expect(await search.searchRequests.isEmpty, "browsing searches nothing, and saves no query")
    }

    @Test func theNextPageIsTheListsNextPage() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 3))]))
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(2, of: 3))]), forPage: 2)
        let viewModel = makeViewModel()
        await viewModel.browse(MovieListRequest(list: .popular, language: "de"))

        await viewModel.loadNextPage()

        #expect(viewModel.items.map(\.id) == [100, 101, 200, 201])
        #expect(await lists.requests.last == MovieListRequest(list: .popular, page: 2, language: "de"))
        #expect(await search.nextPageRequests.isEmpty)
    }

    @Test func aPersonsListSaysWhoAndWhatTheyDid() async {
        let page = MovieListPage(
            movies: MovieFixtures.page(1, of: 1), person: Person(id: 31, name: "Tom Hanks"),
            otherPeople: [Person(id: 32, name: "Tom Hanks Jr.")],
            credits: [100: MovieCredit(character: "Forrest", jobs: ["Producer"])])
        await lists.respond(.success([page]))
        let viewModel = makeViewModel()

        await viewModel.browse(MovieListRequest(list: .person(name: "tom hanks")))

        #expect(viewModel.person?.name == "Tom Hanks")
        #expect(viewModel.otherPeople.map(\.id) == [32])
        #expect(viewModel.credit(for: 100) == MovieCredit(character: "Forrest", jobs: ["Producer"]))
        #expect(viewModel.credit(for: 101) == nil)
    }

    @Test func aCachedPageShowsFirstThenTheFreshOne() async {
        let older = MovieListPage(movies: MovieFixtures.page(1, of: 1, count: 1))
        await lists.setCached([older])
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 1, count: 3))]))
        let viewModel = makeViewModel()

        await viewModel.browse(MovieListRequest(list: .upcoming))

        #expect(viewModel.items.count == 3)
    }

    @Test func aFailureIsShownAndASearchAfterwardsShowsTheSearch() async {
        await lists.respond(.failure(.notConnected(message: "down")))
        await search.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()

        await viewModel.browse(MovieListRequest(list: .nowPlaying))
        #expect(viewModel.error != nil)

        await viewModel.search("alien")
        #expect(viewModel.list == nil && viewModel.person == nil)
        #expect(viewModel.query == "alien" && viewModel.error == nil)
    }

    @Test func discoverShowsItsArrangementAndTheNextSortFetchesItAgain() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 1))]))
        let viewModel = makeViewModel()
        let arrangement = MovieArrangement(genres: [.drama])
        await viewModel.browse(MovieListRequest(list: .discover(arrangement)))
        #expect(viewModel.arrangement == arrangement)

        await viewModel.showNextSort()

        #expect(
            await lists.requests.last?.list == .discover(MovieArrangement(sort: .rating, genres: [.drama])))
    }

    @Test func onlySearchesAndDiscoverTakeASortAndFilters() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 1))]))
        let viewModel = makeViewModel()
        #expect(viewModel.canArrange && viewModel.arrangeRefusal == nil, "before anything is shown")

        await viewModel.browse(MovieListRequest(list: .popular))
        #expect(!viewModel.canArrange)
        #expect(
            viewModel.arrangeRefusal == "popular keeps its own order: sort and filters apply to searches and discover")
        await viewModel.browse(MovieListRequest(list: .discover(MovieArrangement())))
        #expect(viewModel.canArrange && viewModel.arrangeRefusal == nil)
        await search.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        await viewModel.search("alien")
        #expect(viewModel.canArrange && viewModel.arrangeRefusal == nil)
    }

    @Test func aScreenWithoutListsSaysSo() async {
        let viewModel = MoviesListViewModel(searchMoviesUseCase: search)
        await viewModel.browse(MovieListRequest(list: .popular))
        #expect(viewModel.error != nil)
        #expect(viewModel.loading == .none)
    }
}

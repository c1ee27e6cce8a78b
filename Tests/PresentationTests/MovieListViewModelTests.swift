import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// A list without a query (`MovieListViewModel`) over a list use-case double, shown on the search
/// screen as its feed (`MoviesListViewModel.show(_:)`): the same items and pages, the list's name
/// where a query would be, a person's roles, paging, failures, and a search afterwards that shows
/// the search again, the list forgotten.
@MainActor @Suite(.timeLimit(.minutes(10)))
struct MovieListViewModelTests {
    let search = SearchMoviesUseCaseDouble()
    let lists = FetchMovieListUseCaseDouble()

    func makeViewModel() -> MoviesListViewModel {
        MoviesListViewModel(searchMoviesUseCase: search)
    }

    func list(_ request: MovieListRequest) -> MovieListViewModel {
        MovieListViewModel(request: request, fetchMovieListUseCase: lists)
    }

    @Test func showsTheListsPagesUnderItsName() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 3))]))
        let viewModel = makeViewModel()

        let trending = list(MovieListRequest(list: .trending(.day), region: "DE"))
        await viewModel.show(trending)

        #expect(viewModel.items.map(\.id) == [100, 101])
        #expect(viewModel.query == "trending today")
        #expect(trending.list == .trending(.day) && viewModel.feed === trending)
        #expect(viewModel.totalPageCount == 3 && viewModel.hasMorePages)
        #expect(viewModel.loading == .none && viewModel.error == nil)
        #expect(await lists.requests == [MovieListRequest(list: .trending(.day), region: "DE")])
        #expect(await search.searchRequests.isEmpty, "browsing searches nothing, and saves no query")
    }

    @Test func theNextPageIsTheListsNextPage() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 3))]))
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(2, of: 3))]), forPage: 2)
        let viewModel = makeViewModel()
        await viewModel.show(list(MovieListRequest(list: .popular, language: "de")))

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

        let person = list(MovieListRequest(list: .person(name: "tom hanks")))
        await viewModel.show(person)

        #expect(person.person?.name == "Tom Hanks")
        #expect(person.otherPeople.map(\.id) == [32])
        #expect(person.credit(for: 100) == MovieCredit(character: "Forrest", jobs: ["Producer"]))
        #expect(person.credit(for: 101) == nil)
        #expect(viewModel.items.map(\.id) == [100, 101])
    }

    /// A list that holds no movie says what has none: the person not found, the filters, the list.
    @Test(arguments: [
        (MovieList.person(name: "tom hanks"), "No person named \"tom hanks\"."),
        (.discover(MovieArrangement(minRating: 9)), "No movies match these filters."),
        // A rating sort keeps films with enough votes only: a filter too.
        (.discover(MovieArrangement(sort: .rating)), "No movies match these filters."),
        (.discover(MovieArrangement(sort: .votes)), "No movies listed for \"discover\"."),
        (.upcoming, "No movies listed for \"upcoming\"."),
    ])
    func anEmptyListSaysWhatHasNoMovie(shown: MovieList, sentence: String) async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 0, count: 0))]))
        let viewModel = makeViewModel()

        await viewModel.show(list(MovieListRequest(list: shown)))

        #expect(viewModel.isEmpty && viewModel.emptyText(page: 1) == sentence)
        #expect(viewModel.nothingFoundText == sentence)
    }

    @Test func aCachedPageShowsFirstThenTheFreshOne() async {
        let older = MovieListPage(movies: MovieFixtures.page(1, of: 1, count: 1))
        await lists.setCached([older])
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 1, count: 3))]))
        let viewModel = makeViewModel()

        await viewModel.show(list(MovieListRequest(list: .upcoming)))

        #expect(viewModel.items.count == 3)
    }

    @Test func aFailureIsShownAndASearchAfterwardsShowsTheSearch() async {
        await lists.respond(.failure(.notConnected(message: "down")))
        await search.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()

        await viewModel.show(list(MovieListRequest(list: .nowPlaying)))
        #expect(viewModel.error != nil)

        await viewModel.search("alien")
        #expect(viewModel.feed == nil)
        #expect(viewModel.query == "alien" && viewModel.error == nil)
    }

    @Test func discoverShowsItsArrangementAndTheNextSortFetchesItAgain() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 1))]))
        let viewModel = makeViewModel()
        let arrangement = MovieArrangement(genres: [.drama])
        await viewModel.show(list(MovieListRequest(list: .discover(arrangement))))
        #expect(viewModel.arrangement == arrangement)

        await viewModel.showNextSort()

        #expect(
            await lists.requests.last?.list == .discover(MovieArrangement(sort: .rating, genres: [.drama])))
    }

    @Test func onlySearchesAndDiscoverTakeASortAndFilters() async {
        await lists.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 1))]))
        let viewModel = makeViewModel()
        #expect(!viewModel.canArrange && viewModel.arrangeRefusal == nil, "nothing shown, nothing to arrange")

        await viewModel.show(list(MovieListRequest(list: .popular)))
        #expect(!viewModel.canArrange)
        #expect(
            viewModel.arrangeRefusal == "popular keeps its own order: sort and filters apply to searches and discover")
        await viewModel.show(list(MovieListRequest(list: .discover(MovieArrangement()))))
        #expect(viewModel.canArrange && viewModel.arrangeRefusal == nil)
        await search.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        await viewModel.search("alien")
        #expect(viewModel.canArrange && viewModel.arrangeRefusal == nil)
    }

    @Test func aListMadeAgainForgetsThePagesOfTheOneBefore() async {
        let person = MovieListPage(movies: MovieFixtures.page(1, of: 1), person: Person(id: 31, name: "Tom Hanks"))
        await lists.respond(.success([person]))
        let viewModel = makeViewModel()
        let shown = list(MovieListRequest(list: .person(name: "tom hanks")))
        await viewModel.show(shown)
        #expect(shown.person?.id == 31)

        await lists.respond(.failure(.notFound(message: "no one")))
        await viewModel.show(shown)

        #expect(shown.person == nil && viewModel.error != nil && viewModel.loading == .none)
    }
}

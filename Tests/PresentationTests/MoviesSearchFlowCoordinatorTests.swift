import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// Loads held by the doubles wait for the test: the time limit turns a hang into a failure.
@MainActor @Suite(.timeLimit(.minutes(10)))
struct MoviesSearchFlowCoordinatorTests {
    let router = RecordingRouter()
    let dependencies = MoviesSearchFlowDependenciesDouble()
    let coordinator: MoviesSearchFlowCoordinator

    init() {
        coordinator = MoviesSearchFlowCoordinator(router: router, dependencies: dependencies)
    }

    func respondToAlien() async {
        await dependencies.searchMovies.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await dependencies.fetchMovieDetails.respond(
            .success(MovieDetails(movie: MovieFixtures.movie(id: 101))), forID: 101)
    }

    // MARK: - Deep links

    @Test func searchDeepLinkShowsTheResults() async {
        let pages = (2...3).map { MovieFixtures.page($0, of: 5) }
        await dependencies.searchMovies.respond(to: "alien", with: .success(pages))

        await coordinator.start(at: .search(query: "alien", year: 1979, page: 2, pageCount: 2))

        #expect(router.calls == [.setRoot(.moviesList)])
        #expect(router.top?.moviesList?.items.map(\.id) == [200, 201, 300, 301])
        let request = await dependencies.searchMovies.searchRequests.first
        #expect(request == MovieSearchRequest(query: MovieFixtures.query("alien", year: 1979), page: 2, pageCount: 2))
    }

    @Test func movieDetailsDeepLinkShowsTheDetails() async {
        await dependencies.fetchMovieDetails.respond(
            .success(MovieDetails(movie: MovieFixtures.movie(id: 550))), forID: 550)

        await coordinator.start(at: .movieDetails(id: 550))

        #expect(router.calls == [.setRoot(.moviesList), .push(.movieDetails)])
        #expect(router.top?.movieDetails?.details?.id == 550)
        #expect(coordinator.childCoordinators.map(\.movieID) == [550])
    }

    @Test func recentQueriesDeepLinkShowsTheSuggestions() async {
        await dependencies.fetchRecentQueries.respond(.success([MovieFixtures.query("heat")]))

        await coordinator.start(at: .recentQueries)

        #expect(router.calls == [.setRoot(.moviesList), .present(.moviesQueryList)])
        #expect(router.top?.moviesQueryList?.items.map(\.title) == ["heat"])
        #expect(router.stack.screens.first?.moviesList != nil)
    }

    @Test func movieListDeepLinkBrowsesTheList() async {
        await dependencies.fetchMovieList.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 2))]))

        let list = await coordinator.start(browsing: MovieListRequest(list: .popular))

        #expect(router.calls == [.setRoot(.moviesList)])
        #expect(list.list == .popular && router.top?.moviesList?.feed === list)
        #expect(router.top?.moviesList?.items.map(\.id) == [100, 101])
    }

    /// From a movie's details, its similar movies are a results list pushed over them: Enter
    /// opens a movie's details over that list, back returns to the details under it.
    @Test func similarMoviesFromTheDetailsArePushedAsAResultsList() async throws {
        await dependencies.fetchMovieDetails.respond(
            .success(MovieDetails(movie: MovieFixtures.movie(id: 550))), forID: 550)
        await dependencies.fetchMovieList.respond(.success([MovieListPage(movies: MovieFixtures.page(1, of: 1))]))
        await dependencies.fetchMovieDetails.respond(
            .success(MovieDetails(movie: MovieFixtures.movie(id: 101))), forID: 101)
        await coordinator.start(at: .movieDetails(id: 550))

        try await #require(router.top?.movieDetails).showSimilarMovies()

        #expect(router.calls == [.setRoot(.moviesList), .push(.movieDetails), .push(.moviesList)])
        let similar = try #require(router.top?.moviesList)
        #expect(similar.query == "similar to 550")
        #expect(await dependencies.fetchMovieList.requests == [MovieListRequest(list: .similar(550), region: "DE")])

        #expect(await similar.selectItem(at: 1))
        #expect(router.top?.movieDetails?.movieID == 101)
        router.pop()
        router.pop()
        #expect(router.top?.movieDetails?.movieID == 550)
        #expect(coordinator.childCoordinators.map(\.movieID) == [550])
    }

    // MARK: - Details

    @Test func selectingAMoviePushesItsDetails() async {
        await respondToAlien()
        await coordinator.start(at: .search(query: "alien"))

        #expect(await router.top?.moviesList?.selectItem(at: 1) == true)

        #expect(router.calls.last == .push(.movieDetails))
        #expect(router.top?.movieDetails?.movieID == 101)
        #expect(router.top?.movieDetails?.details != nil)
        #expect(dependencies.madeDetails.map(\.movie?.title) == ["Movie 101"], "the list's row shows at once")
        #expect(coordinator.childCoordinators.count == 1)
    }

    @Test func goingBackReleasesTheDetailsAndTheirCoordinator() async {
        await respondToAlien()
        await coordinator.start(at: .search(query: "alien"))
        await router.top?.moviesList?.selectItem(at: 1)
        weak var details: MovieDetailsViewModel?
        details = router.top?.movieDetails
        weak var child: MovieDetailsCoordinator?
        child = coordinator.childCoordinators.first
        #expect(details != nil)
        #expect(child != nil)

        router.pop()

        #expect(router.top?.moviesList != nil)
        #expect(details == nil)
        #expect(child == nil)
        #expect(coordinator.childCoordinators.isEmpty)
        #expect(coordinator.finishedChildResults == [.closed(movieID: 101, loaded: true)])
    }

    /// Every way a details screen can leave.
    enum Exit: CaseIterable {
        /// The view model's input: what a view calls on "back".
        case closedByTheScreen
        case pop
        case popToRoot
        case newRootFromTheRouter
        case restartAtAnotherDeepLink
    }

    @Test(arguments: Exit.allCases)
    func everyExitReleasesTheDetailsAndTheirCoordinator(exit: Exit) async {
        await respondToAlien()
        await coordinator.start(at: .search(query: "alien"))
        await router.top?.moviesList?.selectItem(at: 1)
        weak var details: MovieDetailsViewModel?
        details = router.top?.movieDetails
        weak var child: MovieDetailsCoordinator?
        child = coordinator.childCoordinators.first
        #expect(details != nil && child != nil, "the details and their coordinator are alive before the exit")

        switch exit {
        case .closedByTheScreen: details?.close()
        case .pop: router.pop()
        case .popToRoot: router.popToRoot()
        case .newRootFromTheRouter:
            router.setRoot(.moviesList(MoviesListViewModel(searchMoviesUseCase: dependencies.searchMovies))) {}
        case .restartAtAnotherDeepLink: await coordinator.start(at: .search(query: "alien"))
        }

        #expect(details == nil)
        #expect(child == nil)
        #expect(coordinator.childCoordinators.isEmpty)
        #expect(coordinator.finishedChildResults == [.closed(movieID: 101, loaded: true)])
    }

    @Test func closingTheDetailsShowsTheListAgainAndClosingTwiceTakesNothingElse() async {
        await respondToAlien()
        await coordinator.start(at: .search(query: "alien"))
        await router.top?.moviesList?.selectItem(at: 1)
        let details = router.top?.movieDetails

        details?.close()
        details?.close()

        #expect(router.top?.moviesList != nil, "back on the list")
        #expect(router.calls.filter { $0 == .pop }.count == 1, "the second close pops nothing")
        #expect(coordinator.finishedChildResults == [.closed(movieID: 101, loaded: true)])
    }

    @Test func detailsThatFailedReportItToTheParent() async {
        await dependencies.fetchMovieDetails.respond(.failure(.notFound(message: "no such movie")), forID: 9)
        await coordinator.start(at: .movieDetails(id: 9))
        #expect(router.top?.movieDetails?.error?.title == "Not found")

        router.pop()

        #expect(coordinator.finishedChildResults == [.closed(movieID: 9, loaded: false)])
    }

    // MARK: - Suggestions

    @Test func suggestionsShowAndClose() async {
        await respondToAlien()
        await dependencies.fetchRecentQueries.respond(.success([MovieFixtures.query("heat")]))
        await coordinator.start(at: .search(query: "alien"))
        let moviesList = router.top?.moviesList

        await moviesList?.showQuerySuggestions()
        #expect(router.calls.last == .present(.moviesQueryList))
        weak var suggestions: MoviesQueryListViewModel?
        suggestions = router.top?.moviesQueryList
        #expect(suggestions?.items.map(\.title) == ["heat"])

        moviesList?.closeQuerySuggestions()

        #expect(router.calls.last == .dismiss)
        #expect(router.stack.presented == nil)
        #expect(suggestions == nil)
    }

    @Test func choosingASuggestionClosesItAndSearchesIt() async {
        await dependencies.fetchRecentQueries.respond(.success([MovieFixtures.query("heat")]))
        await dependencies.searchMovies.respond(to: "heat", with: .success([MovieFixtures.page(1, of: 1)]))
        await coordinator.start(at: .recentQueries)
        weak var suggestions: MoviesQueryListViewModel?
        suggestions = router.top?.moviesQueryList

        #expect(await router.top?.moviesQueryList?.select(at: 0) == true)

        #expect(router.calls == [.setRoot(.moviesList), .present(.moviesQueryList), .dismiss])
        #expect(router.top?.moviesList?.query == "heat")
        #expect(router.top?.moviesList?.items.count == 2)
        #expect(suggestions == nil)
    }

    @Test func closingSuggestionsThatAreNotShownDismissesNothing() async {
        await respondToAlien()
        await dependencies.fetchRecentQueries.respond(.success([]))
        await coordinator.start(at: .recentQueries)
        router.dismiss()  // the user went back from the suggestions

        await router.top?.moviesList?.search("alien")
        router.top?.moviesList?.closeQuerySuggestions()

        #expect(router.calls.filter { $0 == .dismiss }.count == 1)
        #expect(router.top?.moviesList?.items.count == 2)
    }

    // MARK: - Lifetime

    @Test func routerDoesNotKeepTheCoordinatorAlive() async {
        await respondToAlien()
        weak var released: MoviesSearchFlowCoordinator?
        do {
            let coordinator = MoviesSearchFlowCoordinator(router: router, dependencies: dependencies)
            released = coordinator
            await coordinator.start(at: .search(query: "alien"))
        }

        #expect(released == nil)
        #expect(await router.top?.moviesList?.selectItem(at: 0) == true)
        #expect(router.calls == [.setRoot(.moviesList)], "a list without its coordinator navigates nowhere")
    }

    @Test func theWholeFlowIsReleasedWithItsOwner() async {
        await respondToAlien()
        weak var releasedCoordinator: MoviesSearchFlowCoordinator?
        weak var releasedRouter: RecordingRouter?
        weak var releasedList: MoviesListViewModel?
        weak var releasedDetails: MovieDetailsViewModel?
        weak var releasedChild: MovieDetailsCoordinator?
        do {
            let router = RecordingRouter()
            let coordinator = MoviesSearchFlowCoordinator(router: router, dependencies: dependencies)
            await coordinator.start(at: .search(query: "alien"))
            await router.top?.moviesList?.selectItem(at: 1)
            releasedCoordinator = coordinator
            releasedRouter = router
            releasedList = router.stack.screens.first?.moviesList
            releasedDetails = router.top?.movieDetails
            releasedChild = coordinator.childCoordinators.first
            #expect(releasedDetails != nil && releasedChild != nil)
        }

        #expect(releasedCoordinator == nil)
        #expect(releasedRouter == nil)
        #expect(releasedList == nil)
        #expect(releasedDetails == nil)
        #expect(releasedChild == nil)
    }
}

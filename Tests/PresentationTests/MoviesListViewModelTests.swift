import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// The iOS sample's `MoviesListViewModelTests`, and what a terminal adds to them.
/// Loads held by the doubles wait for the test: the time limit turns a hang into a failure.
@MainActor @Suite(.timeLimit(.minutes(10)))
struct MoviesListViewModelTests {
    let useCase = SearchMoviesUseCaseDouble()
    let actions = ListActionsRecorder()

    func makeViewModel() -> MoviesListViewModel {
        MoviesListViewModel(searchMoviesUseCase: useCase, actions: actions.actions)
    }

    // MARK: - The sample's cases

    @Test func emptyPageShowsTheEmptyState() async {
        await useCase.respond(
            to: "nothing", with: .success([MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [])]))
        let viewModel = makeViewModel()
        #expect(!viewModel.isEmpty, "an idle screen is not an empty result")

        await viewModel.search("nothing")

        #expect(viewModel.items.isEmpty)
        #expect(viewModel.isEmpty)
        #expect(!viewModel.hasMorePages)
        #expect(viewModel.loading == .none)
        #expect(viewModel.error == nil)
    }

    /// The arrangement a CLI passes at the start travels in every search's request; the view
    /// model shows the pages as the source arranged them. `showNextSort` searches again, from the
    /// first page, in the next order (after the last the first again), and so do searches typed next.
    @Test func theArrangementTravelsInTheRequestAndTheNextSortSearchesAgain() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 3)))
        let viewModel = MoviesListViewModel(
            searchMoviesUseCase: useCase,
            defaultOptions: MovieSearchOptions(arrangement: MovieArrangement(sort: .votes)),
            actions: actions.actions)

        await viewModel.search("alien")
        await viewModel.loadNextPage()

        #expect(viewModel.items.map(\.id) == [100, 101, 200, 201], "in the source's order: it sorted them")
        #expect(viewModel.arrangementText == "sorted by votes")
        #expect(await useCase.nextPageRequests.map(\.request.options.arrangement?.sort) == [.votes])
        await viewModel.showNextSort()
        #expect(viewModel.arrangement?.sort == .year)
        #expect(viewModel.currentPage == 1, "a new search, from its first page")
        await viewModel.showNextSort()
        await viewModel.showNextSort()
        #expect(viewModel.arrangement?.sort == .relevance)
        #expect(viewModel.arrangementText == nil)
        await viewModel.search("alien")
        let requests = await useCase.searchRequests
        #expect(requests.map(\.options.arrangement?.sort) == [.votes, .year, .title, .relevance, .relevance])
        #expect(requests.allSatisfy { $0.page == 1 && $0.pageCount == 1 })
    }

    /// `arrange` before any search only says what the first one asks for.
    @Test func anArrangementBeforeAnySearchWaitsForIt() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        let viewModel = makeViewModel()

        await viewModel.arrange(MovieArrangement(genres: [.drama]))
        #expect(await useCase.searchRequests.isEmpty)
        await viewModel.search("alien")

        #expect(await useCase.searchRequests.map(\.options.arrangement) == [MovieArrangement(genres: [.drama])])
        #expect(viewModel.arrangementText == "genre Drama")

        await viewModel.arrange(MovieArrangement(minVotes: 1))
        #expect(viewModel.arrangementText == "≥ 1 vote", "one vote, not one votes")
        await viewModel.arrange(MovieArrangement(minVotes: 2))
        #expect(viewModel.arrangementText == "≥ 2 votes")
    }

    /// A source that could filter only the pages it fetched says how many it fetched; the view
    /// model shows what it kept, says so, and never loads a page on its own to make up for it.
    @Test func filtersNeverMakeTheViewModelLoadPagesOnItsOwn() async {
        let arrangement = MovieArrangement(minVotes: 100_000)
        await useCase.respond(to: "alien", with: .success([arrangement.narrowing(MovieFixtures.page(1, of: 9))]))
        let viewModel = MoviesListViewModel(
            searchMoviesUseCase: useCase, defaultOptions: MovieSearchOptions(arrangement: arrangement),
            actions: actions.actions)

        await viewModel.search("alien")

        #expect(viewModel.items.isEmpty)
        #expect(viewModel.hasMorePages)
        #expect(await useCase.nextPageRequests.isEmpty, "no page loaded but the one asked for")
        #expect(viewModel.fetchedCount == 2)
        #expect(viewModel.countText == "0 of the 2 loaded match, of 18 movies")
        #expect(viewModel.emptyText(page: 1) == "None of the 2 loaded match the filters: \"alien\" has 18 before them.")
    }

    /// Once every result is loaded, the count says how many of them all match, not "of the 2
    /// loaded, of 2".
    @Test func filtersOverEveryResultCountThemOnce() async {
        let arrangement = MovieArrangement(minVotes: 100_000)
        await useCase.respond(to: "alien", with: .success([arrangement.narrowing(MovieFixtures.page(1, of: 1))]))
        let viewModel = MoviesListViewModel(
            searchMoviesUseCase: useCase, defaultOptions: MovieSearchOptions(arrangement: arrangement),
            actions: actions.actions)

        await viewModel.search("alien")

        #expect(viewModel.fetchedCount == 2)
        #expect(viewModel.countText == "0 of 2 movies match")
    }

    @Test func firstPageShowsItsItems() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        let viewModel = makeViewModel()

        await viewModel.search("  alien ")

        #expect(viewModel.items.map(\.id) == [100, 101])
        #expect(viewModel.query == "alien")
        #expect(viewModel.currentPage == 1)
        #expect(viewModel.totalPageCount == 3)
        #expect(viewModel.totalResults == 6)
        #expect(viewModel.hasMorePages)
        #expect(viewModel.source == .remote)
        #expect(viewModel.loading == .none)
        #expect(!viewModel.isEmpty)
        #expect(await useCase.searchRequests == [MovieSearchRequest(query: MovieFixtures.query("alien"))])
    }

    @Test func twoPagesShowBothInOrder() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 3)))
        let viewModel = makeViewModel()

        await viewModel.search("alien")
        await viewModel.loadNextPage()

        #expect(viewModel.items.map(\.id) == [100, 101, 200, 201])
        #expect(viewModel.currentPage == 2)
        #expect(viewModel.hasMorePages)
        let requests = await useCase.nextPageRequests
        #expect(requests.map(\.page) == [2])
        #expect(requests.map(\.request.query.text) == ["alien"])
    }

    @Test func lastPageHasNoMorePagesAndLoadsNoFurther() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 2)]))
        await useCase.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 2)))
        let viewModel = makeViewModel()

        await viewModel.search("alien")
        await viewModel.loadNextPage()
        #expect(!viewModel.hasMorePages)
        await viewModel.loadNextPage()

        #expect(viewModel.currentPage == 2)
        #expect(await useCase.nextPageRequests.map(\.page) == [2])
    }

    @Test func errorIsShownWithATitleAndAMessage() async {
        await useCase.respond(to: "alien", with: .failure(.notConnected(message: "could not resolve host")))
        let viewModel = makeViewModel()

        await viewModel.search("alien")

        #expect(viewModel.error?.title == "No connection")
        #expect(viewModel.error?.detail == "could not resolve host")
        #expect(viewModel.error?.cause == .movies(.notConnected(message: "could not resolve host")))
        #expect(viewModel.loading == .none)
        #expect(!viewModel.isEmpty, "a failed search is not an empty result")
    }

    @Test func cachedPageIsShownThenReplacedByTheFreshOne() async {
        let cached = MoviesPage(
            page: 1, totalPages: 3, totalResults: 6, movies: [MovieFixtures.movie(id: 100, title: "Old title")],
            source: .cache(age: .seconds(3600)))
        await useCase.setCached([cached], for: "alien")
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.hold(.search("alien"))
        let viewModel = makeViewModel()

        let search = Task { await viewModel.search("alien") }
        await useCase.waitUntilBlocked(.search("alien"))
        #expect(viewModel.items.map(\.title) == ["Old title"])
        #expect(viewModel.source == .cache(age: .seconds(3600)))
        #expect(viewModel.loading == .fullScreen)

        await useCase.release(.search("alien"))
        await search.value

        #expect(viewModel.items.map(\.title) == ["Movie 100", "Movie 101"])
        #expect(viewModel.source == .remote)
        #expect(viewModel.loading == .none)
    }

    @Test func errorKeepsTheCachedItemsShown() async {
        await useCase.setCached([MovieFixtures.page(1, of: 3, source: .cache(age: .seconds(60)))], for: "alien")
        await useCase.respond(to: "alien", with: .failure(.serverError(status: 503, message: "busy")))
        let viewModel = makeViewModel()

        await viewModel.search("alien")

        #expect(viewModel.items.map(\.id) == [100, 101])
        #expect(viewModel.source == .cache(age: .seconds(60)))
        #expect(viewModel.error?.title == "Server trouble")
        #expect(viewModel.loading == .none)
    }

    @Test func errorOnTheNextPageKeepsThePagesShown() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.respondNextPage(2, with: .failure(.timedOut(message: "30 s")))
        let viewModel = makeViewModel()

        await viewModel.search("alien")
        await viewModel.loadNextPage()

        #expect(viewModel.items.map(\.id) == [100, 101])
        #expect(viewModel.currentPage == 1)
        #expect(viewModel.hasMorePages, "the failed page can be asked for again")
        #expect(viewModel.error?.title == "Timed out")
    }

    // MARK: - Overlapping loads

    @Test func slowFirstSearchOvertakenBySecondNeverShowsItsResults() async {
        let first = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(id: 1)])
        let second = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(id: 2)])
        await useCase.respond(to: "first", with: .success([first]))
        await useCase.respond(to: "second", with: .success([second]))
        await useCase.hold(.search("first"))
        let viewModel = makeViewModel()

        let slow = Task { await viewModel.search("first") }
        await useCase.waitUntilBlocked(.search("first"))
        await viewModel.search("second")
        #expect(viewModel.items.map(\.id) == [2])

        // The first search answers late, ignoring its cancellation: nothing of it shows.
        await useCase.release(.search("first"))
        await slow.value

        #expect(viewModel.items.map(\.id) == [2])
        #expect(viewModel.query == "second")
        #expect(viewModel.loading == .none)
        #expect(viewModel.error == nil)
        #expect(await useCase.cancelledCalls == [.search("first")])
    }

    @Test func nextPageWhileTheSearchLoadsIsIgnored() async {
        // The cached page makes a next page exist while the search still loads.
        await useCase.setCached([MovieFixtures.page(1, of: 3, source: .cache(age: .seconds(1)))], for: "alien")
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.hold(.search("alien"))
        let viewModel = makeViewModel()

        let search = Task { await viewModel.search("alien") }
        await useCase.waitUntilBlocked(.search("alien"))
        #expect(viewModel.hasMorePages)
        await viewModel.loadNextPage()

        #expect(viewModel.loading == .fullScreen)
        #expect(await useCase.nextPageRequests.isEmpty)
        await useCase.release(.search("alien"))
        await search.value
        #expect(viewModel.currentPage == 1)
    }

    @Test func nextPageWhileTheNextPageLoadsIsIgnored() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 3)))
        await useCase.hold(.nextPage(2))
        let viewModel = makeViewModel()
        await viewModel.search("alien")

        let paging = Task { await viewModel.loadNextPage() }
        await useCase.waitUntilBlocked(.nextPage(2))
        #expect(viewModel.loading == .nextPage)
        await viewModel.loadNextPage()
        await useCase.release(.nextPage(2))
        await paging.value

        #expect(await useCase.nextPageRequests.map(\.page) == [2])
        #expect(viewModel.currentPage == 2)
        #expect(viewModel.loading == .none)
    }

    @Test func cancelKeepsWhatIsShownAndDropsTheLateResult() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 3)))
        await useCase.hold(.nextPage(2))
        let viewModel = makeViewModel()
        await viewModel.search("alien")

        let paging = Task { await viewModel.loadNextPage() }
        await useCase.waitUntilBlocked(.nextPage(2))
        viewModel.cancel()
        #expect(viewModel.loading == .none)
        await useCase.waitUntilCancelled(.nextPage(2))
        await useCase.release(.nextPage(2))
        await paging.value

        #expect(viewModel.items.map(\.id) == [100, 101])
        #expect(viewModel.error == nil)
        #expect(await useCase.cancelledCalls == [.nextPage(2)])
        await viewModel.loadNextPage()
        #expect(viewModel.currentPage == 2, "paging works again after a cancel")
    }

    @Test func newSearchDropsTheNextPageInFlight() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.respond(to: "heat", with: .success([MovieFixtures.page(1, of: 1, count: 1)]))
        await useCase.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 3)))
        await useCase.hold(.nextPage(2))
        let viewModel = makeViewModel()
        await viewModel.search("alien")

        let paging = Task { await viewModel.loadNextPage() }
        await useCase.waitUntilBlocked(.nextPage(2))
        await viewModel.search("heat")
        await useCase.release(.nextPage(2))
        await paging.value

        #expect(viewModel.query == "heat")
        #expect(viewModel.items.map(\.id) == [100])
        #expect(viewModel.currentPage == 1)
    }

    @Test func cancellingTheAwaitingTaskCancelsTheSearch() async {
        await useCase.respond(to: "alien", with: .failure(.cancelled))
        await useCase.hold(.search("alien"))
        let viewModel = makeViewModel()

        let search = Task { await viewModel.search("alien") }
        await useCase.waitUntilBlocked(.search("alien"))
        search.cancel()
        await useCase.release(.search("alien"))
        await search.value

        #expect(await useCase.cancelledCalls == [.search("alien")])
        #expect(viewModel.error == nil, "a cancelled search is not a failure")
        #expect(viewModel.loading == .none)
    }

    // MARK: - Requests

    @Test func severalPagesAtOnceShowThemAll() async {
        let pages = (1...3).map { MovieFixtures.page($0, of: 10) }
        await useCase.respond(to: "alien", with: .success(pages))
        let viewModel = makeViewModel()

        await viewModel.search("alien", page: 1, pageCount: 3)

        #expect(viewModel.items.count == 6)
        #expect(viewModel.currentPage == 3)
        #expect(await useCase.searchRequests.map(\.pageCount) == [3])
    }

    /// Each movie's page, as its source pages them (a page the filters emptied holds none):
    /// what a view says the selection is on, where `currentPage` is the highest page loaded.
    @Test func eachItemKnowsThePageItCameOn() async {
        let emptied = MoviesPage(page: 2, totalPages: 3, totalResults: 6, movies: [], source: .remote)
        await useCase.respond(
            to: "alien", with: .success([MovieFixtures.page(1, of: 3), emptied, MovieFixtures.page(3, of: 3)]))
        let viewModel = makeViewModel()

        await viewModel.search("alien", page: 1, pageCount: 3)

        #expect((-1...4).map(viewModel.page(ofItemAt:)) == [nil, 1, 1, 3, 3, nil])
        #expect(viewModel.currentPage == 3)
    }

    @Test func searchPassesYearOptionsAndFirstPage() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(4, of: 10)]))
        let options = MovieSearchOptions(language: "fr-FR", includeAdult: true)
        let viewModel = makeViewModel()

        await viewModel.search("alien", year: 1979, options: options, page: 4)

        let expected = MovieSearchRequest(query: MovieFixtures.query("alien", year: 1979), page: 4, options: options)
        #expect(await useCase.searchRequests == [expected])
        #expect(viewModel.currentPage == 4)
    }

    @Test func defaultOptionsRefineSearchesThatNameNone() async {
        let defaults = MovieSearchOptions(language: "de-DE")
        let explicit = MovieSearchOptions(language: "en-US")
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        await useCase.respond(to: "heat", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = MoviesListViewModel(
            searchMoviesUseCase: useCase, defaultOptions: defaults, actions: actions.actions)

        await viewModel.search("alien")
        await viewModel.search("alien", options: explicit)
        await viewModel.showQuerySuggestions()
        await actions.didSelectQuery?(MovieFixtures.query("heat"))

        #expect(await useCase.searchRequests.map(\.options) == [defaults, explicit, defaults])
    }

    @Test(arguments: [("   ", nil, MovieQueryError.empty), ("alien", 1066, .yearOutOfRange(1066))])
    func invalidQueryIsExplainedAndSearchesNothing(text: String, year: Int?, expected: MovieQueryError) async {
        let viewModel = makeViewModel()

        await viewModel.search(text, year: year)

        #expect(viewModel.error?.title == "Invalid query")
        #expect(viewModel.error?.cause == .query(expected))
        #expect(await useCase.searchRequests.isEmpty)
    }

    /// An invalid text after a search leaves none of its rows under the error, to open or sort,
    /// and not its request: another order searches nothing, and the sort and filters apply to nothing.
    @Test func anInvalidQueryAfterASearchShowsNoRows() async {
        await useCase.respond(
            to: "alien",
            with: .success([MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(id: 1)])]))
        let viewModel = makeViewModel()
        await viewModel.search("alien")
        #expect(viewModel.items.count == 1)

        await viewModel.search(String(repeating: "x", count: MovieQuery.maxLength + 1))

        #expect(viewModel.error?.cause == .query(.tooLong(maxLength: MovieQuery.maxLength)))
        #expect(viewModel.items.isEmpty && viewModel.loading == .none)
        #expect(viewModel.query.isEmpty && !viewModel.canArrange)
        await viewModel.showNextSort()
        #expect(await useCase.searchRequests.count == 1, "alien is not searched again")
        #expect(viewModel.items.isEmpty)
    }

    @Test func itemsShowYearOrToBeAnnouncedRatingAndOverview() async {
        let movies = [MovieFixtures.movie(id: 1, year: 1979), MovieFixtures.movie(id: 2, year: nil)]
        await useCase.respond(
            to: "alien", with: .success([MoviesPage(page: 1, totalPages: 1, totalResults: 2, movies: movies)]))
        let viewModel = makeViewModel()

        await viewModel.search("alien")

        #expect(viewModel.items.map(\.yearText) == ["1979", "To be announced"])
        #expect(viewModel.items.map(\.ratingText) == ["7.5", "7.5"])
        #expect(viewModel.items.map(\.overview) == ["Overview of movie 1", "Overview of movie 2"])
        #expect(viewModel.items.map(\.releaseDate) == ["1979-05-25", nil])
    }

    // MARK: - Navigation actions

    @Test func selectingAnItemAsksForItsDetails() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()
        await viewModel.search("alien")

        #expect(await viewModel.selectItem(at: 1))
        #expect(await !viewModel.selectItem(at: 2))

        #expect(actions.shownMovies.map(\.id) == [101])
    }

    // MARK: - Remembering the query chosen

    @Test func searchAsTheUserTypesAsksTheUseCaseNotToRememberIt() async {
        await useCase.respond(to: "sta", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()

        await viewModel.search("sta", remembering: false)

        #expect(await useCase.searchRequests.map(\.remembersQuery) == [false])
        #expect(await useCase.rememberedQueries.isEmpty)
    }

    @Test func rememberQuerySavesTheTypedSearchOnce() async {
        await useCase.respond(to: "star", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()
        await viewModel.search("star", remembering: false)

        await viewModel.rememberQuery()
        await viewModel.rememberQuery()

        #expect(await useCase.rememberedQueries == [MovieFixtures.query("star")])
    }

    @Test func rememberQuerySavesATypedSearchChosenWhileItsCachedPageIsShown() async {
        await useCase.setCached([MovieFixtures.page(1, of: 1, source: .cache(age: .seconds(3600)))], for: "alien")
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        await useCase.hold(.search("alien"))
        let viewModel = makeViewModel()
        let search = Task { await viewModel.search("alien", remembering: false) }
        await useCase.waitUntilBlocked(.search("alien"))
        #expect(viewModel.loading == .fullScreen && !viewModel.items.isEmpty)

        await viewModel.rememberQuery()
        await useCase.release(.search("alien"))
        await search.value

        #expect(await useCase.rememberedQueries == [MovieFixtures.query("alien")])
    }

    @Test func rememberQueryLeavesAloneASearchThatRememberedItselfOrFoundNothing() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        await useCase.respond(
            to: "zzz", with: .success([MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [])]))
        let viewModel = makeViewModel()

        await viewModel.search("alien")
        await viewModel.rememberQuery()
        await viewModel.search("zzz", remembering: false)
        await viewModel.rememberQuery()

        #expect(await useCase.searchRequests.map(\.remembersQuery) == [true, false])
        #expect(await useCase.rememberedQueries.isEmpty, "the use case saved alien itself; zzz found nothing")
    }

    @Test func openingAMovieOfATypedSearchRemembersItsQuery() async {
        await useCase.respond(to: "heat", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()
        await viewModel.search("heat", remembering: false)

        #expect(await viewModel.selectItem(at: 0))

        #expect(await useCase.rememberedQueries == [MovieFixtures.query("heat")])
        #expect(actions.shownMovies.map(\.id) == [100])
    }

    @Test func suggestionsShowAndCloseAndAChosenOneIsSearched() async {
        await useCase.respond(to: "heat", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()

        await viewModel.showQuerySuggestions()
        #expect(actions.suggestionsShownCount == 1)
        viewModel.closeQuerySuggestions()
        #expect(actions.suggestionsClosedCount == 1)

        await actions.didSelectQuery?(MovieFixtures.query("heat"))
        #expect(viewModel.query == "heat")
        #expect(viewModel.items.count == 2)
    }

    @Test func searchingClosesTheSuggestions() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        let viewModel = makeViewModel()

        await viewModel.search("alien")

        #expect(actions.suggestionsClosedCount == 1)
    }

    // MARK: - Lifetime

    @Test func viewModelIsReleasedAfterItsLoads() async {
        await useCase.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 3)]))
        await useCase.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 3)))
        weak var released: MoviesListViewModel?
        do {
            let viewModel = makeViewModel()
            released = viewModel
            await viewModel.search("alien")
            await viewModel.loadNextPage()
        }
        #expect(released == nil)
    }
}

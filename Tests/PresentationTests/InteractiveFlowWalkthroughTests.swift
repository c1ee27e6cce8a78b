import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// The interactive terminal flow, driven the way the CLI drives it: each key becomes one awaited
/// input on the view model of the screen on top, or a step back on the router's stack.
@MainActor @Suite(.timeLimit(.minutes(10)))
struct InteractiveFlowWalkthroughTests {
    let router = RecordingRouter()
    let dependencies = MoviesSearchFlowDependenciesDouble()

    @Test func recentQueryThenNextPageThenDetailsThenBackThenANewSearch() async {
        await dependencies.fetchRecentQueries.respond(
            .success([MovieFixtures.query("alien"), MovieFixtures.query("heat")]))
        await dependencies.searchMovies.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 2)]))
        await dependencies.searchMovies.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 2)))
        await dependencies.searchMovies.respond(to: "heat", with: .success([MovieFixtures.page(1, of: 1, count: 1)]))
        await dependencies.fetchMovieDetails.respond(
            .success(MovieDetails(movie: MovieFixtures.movie(id: 201), runtime: 121)), forID: 201)
        let coordinator = MoviesSearchFlowCoordinator(router: router, dependencies: dependencies)

        // `movies` alone: the recent queries, numbered.
        await coordinator.start(at: .recentQueries)
        #expect(router.top?.moviesQueryList?.items.map(\.title) == ["alien", "heat"])

        // "1": the first recent query's results.
        await router.top?.moviesQueryList?.select(at: 0)
        #expect(router.top?.moviesList?.items.map(\.id) == [100, 101])

        // "n": the next page.
        await router.top?.moviesList?.loadNextPage()
        #expect(router.top?.moviesList?.hasMorePages == false)

        // "4": the fourth movie's details.
        await router.top?.moviesList?.selectItem(at: 3)
        #expect(router.top?.movieDetails?.runtimeText == "2h 1m")

        // "b": back to the results, as they were.
        #expect(router.stack.goBack())
        #expect(router.top?.moviesList?.items.count == 4)
        #expect(coordinator.childCoordinators.isEmpty)

        // "/heat": a new search.
        await router.top?.moviesList?.search("heat")
        #expect(router.top?.moviesList?.items.map(\.id) == [100])

        // "b" on the root: nothing left to go back from, so the CLI quits.
        #expect(!router.stack.goBack())
    }

    @Test func textTypedOverTheSuggestionsSearchesOnTheScreenUnderThem() async {
        await dependencies.fetchRecentQueries.respond(.success([]))
        await dependencies.searchMovies.respond(to: "alien", with: .success([MovieFixtures.page(1, of: 1)]))
        let coordinator = MoviesSearchFlowCoordinator(router: router, dependencies: dependencies)
        await coordinator.start(at: .recentQueries)
        #expect(router.top?.moviesQueryList?.isEmpty == true)

        // The prompt belongs to the search screen under the suggestions, as the sample's search
        // bar belongs to the list under its suggestions.
        await router.stack.screens.first?.moviesList?.search("alien")

        #expect(router.stack.presented == nil)
        #expect(router.top?.moviesList?.items.count == 2)
    }
}

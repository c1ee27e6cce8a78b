import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import TerminalKit
import Testing

@testable import MoviesCLI

/// The frames of the lists in the full screen, at every size of `FullScreenViewTests`: the start
/// screen's lists under the recent queries, the row the arrows chose marked, and a movie's
/// similar movies pushed over its details, drawn as results with their own status.
@MainActor
struct FullScreenListsFrameTests {
    let lists: [MovieList] = [.trending(.week), .popular, .topRated]

    @Test(arguments: FullScreenViewTests.sizes)
    func theStartScreenListsTheListsAfterTheRecentQueries(size: TerminalSize) async {
        let scenes = FullScreenScenes()
        await scenes.opened(recent: ["alien"])
        let state = FullScreenScenes.state(size.columns, size.rows, focus: .searchField)
        state.suggestionRow = 2
        let frame = FullScreenView(style: TextStyle(usesColor: false), lists: lists).frame(
            stack: scenes.router.stack, state: state)

        let lines = FullScreenViewTests.expectWellFormed(frame, size)
        #expect(lines[2].hasPrefix("  alien"))
        #expect(lines[3].hasPrefix("  Browse: trending this week"))
        #expect(lines[4].hasPrefix("› Browse: popular"), "the row the arrows chose: \(lines)")
    }

    @Test(arguments: FullScreenViewTests.sizes)
    func similarMoviesOverTheDetailsAreResults(size: TerminalSize) async throws {
        let scenes = FullScreenScenes()
        await scenes.opened()
        await scenes.searched("alien", titles: ["Alien", "Aliens"])
        await scenes.openedDetails(row: 0, details: MovieDetails(movie: MovieFixtures.movie(id: 1, title: "Alien")))
        let similar = MoviesPage(
            page: 1, totalPages: 3, totalResults: 60, movies: [MovieFixtures.movie(id: 77, title: "Predator")],
            source: .remote)
        await scenes.dependencies.fetchMovieList.respond(.success([MovieListPage(movies: similar)]))

        await scenes.router.top?.movieDetails?.showSimilarMovies()

        #expect(scenes.router.stack.showsPushedList)
        let lines = FullScreenViewTests.expectWellFormed(
            scenes.frame(FullScreenScenes.state(size.columns, size.rows)), size)
        #expect(lines.contains { $0.hasPrefix("› Predator") }, "\(lines)")
        #expect(lines.last?.hasPrefix("60 movies") == true, "the pushed list's status: \(lines)")
        #expect(lines[0] == "Movies like Alien", "the list names itself where the query stood")
    }
}

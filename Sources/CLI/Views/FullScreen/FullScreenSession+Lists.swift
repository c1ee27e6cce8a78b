import MoviesDomain
import MoviesPresentation
import TerminalKit

// MARK: - Lists without a query

/// The lists in the full screen: those the start screen offers under the recent queries, and a
/// movie's similar movies (`m` on its details), a results list pushed over the details that Enter
/// and Esc work in as after a search. The selection of the list under it is kept for the way back.
extension FullScreenSession {
    /// The lists the start screen offers: those the source has.
    static func startLists(_ source: SourceOption) -> [MovieList] {
        source == .tmdb
            ? [.trending(.week), .popular, .topRated, .upcoming, .nowPlaying] : [.popular, .topRated]
    }

    /// Shows `list` on the search screen, in place of a search's results.
    func browse(_ list: MovieList) {
        state.field = SearchFieldText()
        state.suggestionRow = nil
        state.results = ListSelection()
        state.focus = .results
        let request = MovieListRequest(list: list, language: flow.language, region: flow.region)
        typing.run(now: true) { [flow] in await flow.coordinator.browse(request) }
    }

    /// `m` on a movie's details: its similar movies (TMDB's recommendations), pushed over them.
    func showSimilarMovies(of details: MovieDetailsViewModel) {
        guard flow.sourceOption == .tmdb, details.movieID.prefix.isEmpty else {
            state.answer = "Similar movies need TMDB: set \(EnvironmentVariable.tmdbCredentials)"
            return
        }
        stopDrawingPoster()
        savedSelections.append(state.results)
        state.results = ListSelection()
        state.focus = .results
        Task { await details.showSimilarMovies() }
    }

    /// Esc on a pushed list: back to the details under it, their poster drawn again.
    func leavePushedList() {
        router.pop()
        state.results = savedSelections.popLast() ?? ListSelection()
        if let details = router.top?.movieDetails { Task { await drawPoster(of: details) } }
    }

    /// Back to the search screen from under pushed lists and details, its selection as it was.
    func leaveToSearchScreen() {
        stopDrawingPoster()
        router.popToRoot()
        state.results = savedSelections.first ?? state.results
        savedSelections = []
    }
}

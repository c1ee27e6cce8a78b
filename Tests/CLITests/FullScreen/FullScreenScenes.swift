import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import TerminalKit

@testable import MoviesCLI

/// The screens of the full-screen view in given states, made the way the app makes them: the
/// real coordinator and view models over use-case doubles, driven through their inputs.
@MainActor
final class FullScreenScenes {
    let dependencies = MoviesSearchFlowDependenciesDouble()
    let router = TerminalRouter()
    let coordinator: MoviesSearchFlowCoordinator

    init() {
        coordinator = MoviesSearchFlowCoordinator(router: router, dependencies: dependencies)
    }

    var list: MoviesListViewModel { router.stack.screens.first!.moviesList! }

    /// Titles that test a terminal's layout: wide CJK and Hangul, emoji, combining accents,
    /// control characters and escape sequences from the network, and a very long title.
    static let awkwardTitles = [
        "千と千尋の神隠し",
        "\u{1B}[31mRed\u{1B}[0m Alert\u{7}\r\nTwo",
        "기생충",
        "Ame\u{301}lie 🎬",
        "Bidi \u{202E}evil\u{202C} \u{9B}31m end",
        "A Very Long Title " + String(repeating: "that goes on ", count: 20),
        "東京物語 Tokyo Story",
    ]

    /// The recent queries shown first, as `movies` opens.
    func opened(recent: [String] = ["alien", "東京"]) async {
        await dependencies.fetchRecentQueries.respond(.success(recent.map { MovieFixtures.query($0) }))
        await coordinator.start(at: .recentQueries)
    }

    /// A search for `text` whose first page of `totalPages` holds a movie for each of `titles`,
    /// then whatever follows.
    func searched(
        _ text: String, titles: [String] = awkwardTitles, totalPages: Int = 2, source: MoviesPageSource = .catalog,
        searchedAs: MovieQuery? = nil
    )
        async
    {
        let movies = titles.enumerated().map { index, title in
            Movie(
                id: Movie.ID(number: index + 1), title: title, overview: "Overview \u{1B}]0;pwned\u{7} of \(title)",
                releaseDate: index == 2 ? nil : ReleaseDate(year: 1990 + index), posterPath: "/poster\(index + 1).jpg",
                voteAverage: index == 3 ? 0 : 6 + Double(index) / 4, voteCount: index == 3 ? 0 : 100 + index)
        }
        let page = MoviesPage(
            page: 1, totalPages: totalPages, totalResults: totalPages * 20, movies: movies, source: source,
            notes: MoviesPageNotes(searchedAs: searchedAs).ifAny)
        await dependencies.searchMovies.respond(to: text, with: .success([page]))
        await list.search(text)
    }

    /// The details of the movie at `row`, loaded.
    func openedDetails(row: Int, details: MovieDetails) async {
        await dependencies.fetchMovieDetails.respond(.success(details), forID: list.items[row].id)
        await list.selectItem(at: row)
    }

    /// The frame of what the router shows with `state`, without colour unless `color`.
    func frame(_ state: FullScreenViewState, color: Bool = false, links: Bool = false) -> ScreenFrame {
        FullScreenView(style: TextStyle(usesColor: color, usesHyperlinks: links)).frame(
            stack: router.stack, state: state)
    }

    /// A view state for a terminal of `columns` × `rows`.
    static func state(_ columns: Int, _ rows: Int, focus: FullScreenViewState.Focus = .results) -> FullScreenViewState {
        let state = FullScreenViewState(size: TerminalSize(columns: columns, rows: rows))
        state.focus = focus
        return state
    }
}

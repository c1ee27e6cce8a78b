import MoviesPresentation
import TerminalImages
import TerminalKit

/// The full screen at work: the movies search coordinator and its view models, drawn by
/// `FullScreenView` in a `FullScreenLoop`, which draws the next frame whenever a property the
/// last one read changes, as SwiftUI does for an `@Observable` view model. Keys become inputs of
/// the screen on top (`+Keys`, `+Results`); searches run as tasks of their own (`SearchAsYouType`).
@MainActor
final class FullScreenSession {
    /// How long TMDB searches wait after the last key, so that a word typed fast is one request.
    static let networkSearchPause: Duration = .milliseconds(300)

    /// The flow's router: the screens the frame draws.
    let router: TerminalRouter
    let state = FullScreenViewState(size: TerminalSize(columns: 80, rows: 24))
    let typing: SearchAsYouType
    let view: FullScreenView
    let loop: FullScreenLoop
    /// How posters are drawn on the details screen.
    let display: PosterDisplay
    /// Whether Enter on a result chooses it and ends the session (`movies pick`); the key hints
    /// say so (`state.picking`).
    var picking: Bool {
        get { state.picking }
        set { state.picking = newValue }
    }
    /// What the search field starts with, searched at once.
    var firstQuery: String?
    /// The poster being drawn for the details, and for which movie and cells.
    var posterDrawing: (key: PosterInView.Key, task: Task<Void, Never>)?
    /// The selections of the lists under pushed ones (similar movies), for the way back.
    var savedSelections: [ListSelection] = []
    /// The results Enter chose, when `picking`: the marked ones (`picksSeveral`), else the one
    /// selected; none when the pick was cancelled.
    private(set) var chosen: [MoviesListItemViewModel] = []
    /// The coordinator (kept for the session's length: the screens' view models call back into
    /// it), its router, and the source's facts.
    let flow: MoviesSceneFlow
    private let console: Console

    /// `flow`'s scene shows the screens; `searchPause` is how long typing waits
    /// before searching; `display` draws posters.
    init(
        flow: MoviesSceneFlow, console: Console, style: TextStyle, searchPause: Duration,
        display: PosterDisplay
    ) {
        self.flow = flow
        router = flow.router
        self.console = console
        self.display = display
        view = FullScreenView(
            style: style, images: display.images, lists: Self.startLists(flow.sourceOption),
            onlineSource: flow.sourceOption == .tmdb)
        typing = SearchAsYouType(pause: searchPause)
        // However the process ends, a kitty picture goes with the screen.
        loop = FullScreenLoop(console: console, leavingFirst: display.images == .kitty ? KittyImage.delete : "")
    }

    /// Takes the terminal, runs until a quit key (status 0) or until the screen goes away
    /// (status 1), and gives the terminal back.
    func run() async -> ExitStatus {
        do throws(FullScreenTerminal.Failure) {
            // A line on stderr would land in the middle of the screen: it goes to the status line.
            try loop.enter { [state] line in
                state.notice = line.hasPrefix("movies: ") ? String(line.dropFirst(8)) : line
            }
        } catch {
            console.err("movies: " + error.message)
            return .failure
        }
        await flow.coordinator.start(at: .recentQueries)
        if let firstQuery, let list {
            // Searched while the screen draws: a slow answer shows the spinner, not a blank screen.
            state.field = SearchFieldText(firstQuery)
            state.focus = .results
            typing.run(now: true) { await list.search(firstQuery, remembering: false) }
        }
        await loop.run(self)
        typing.cancel()
        posterDrawing?.task.cancel()
        if let address = DesktopOpener.stillOpening {
            console.err("movies: xdg-open is still opening \(address); it goes on without movies")
        }
        if let failure = loop.screenFailure {
            console.err("movies: " + failure)
            return .failure
        }
        return loop.wasInterrupted ? .interrupted : .success
    }

    /// Ends a picking session with `items` chosen.
    func choose(_ items: [MoviesListItemViewModel]) {
        chosen = items
        loop.finish()
    }

    /// Tab in `movies pick --multi`: marks `item`, or unmarks it when it was marked.
    func toggleMark(_ item: MoviesListItemViewModel) {
        if let index = state.marked.firstIndex(where: { $0.id == item.id }) {
            state.marked.remove(at: index)
        } else {
            state.marked.append(item)
        }
    }
}

extension FullScreenSession: FullScreenApplication {
    func frame() -> ScreenFrame {
        let frame = view.frame(stack: router.stack, state: state)
        // Drawn, the list may leave rows empty: the next page fills them (read here, every page
        // that arrives and every resize draws a frame again, and checks again).
        loadPagesToFillTheScreen()
        return frame
    }
    var isWaiting: Bool { view.isWaiting(router.stack, state) }
    func spinnerTicked() { state.spinnerPhase += 1 }
    func resized(to size: TerminalSize) {
        state.size = size
        if let details = router.top?.movieDetails { Task { await drawPoster(of: details) } }
    }
}

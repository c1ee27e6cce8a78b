import MoviesPresentation
import Observation
import TerminalKit

/// The full-screen view at work: the movies search coordinator and its view models, shown by
/// `FullScreenView` and bound to it through Observation, the way SwiftUI binds a view to an
/// `@Observable` view model. Every frame is computed inside `withObservationTracking`, so any
/// change to a property it read (a page arriving, the cached page replaced by the fresh one, a
/// screen pushed by the coordinator, a key moving the selection) draws the next frame; nothing
/// polls, and no input re-reads the screen after its `await`.
///
/// Keys become inputs of the screen on top (see the `+Keys` extensions); searches run as tasks
/// of their own (`SearchAsYouType`), so typing never waits for the network.
@MainActor
final class FullScreenSession {
    /// How long TMDB searches wait after the last key, so that a word typed fast is one request.
    static let networkSearchPause: Duration = .milliseconds(300)

    let router = TerminalRouter()
    let state: FullScreenViewState
    let typing: SearchAsYouType
    let view: FullScreenView
    private let scene: MoviesSceneDIContainer
    private let console: Console
    private let terminal = FullScreenTerminal()
    /// Kept for the session's length: the screens' view models call back into it.
    private var coordinator: MoviesSearchFlowCoordinator?
    private var writer = FrameDiffWriter()
    private var renderScheduled = false
    private var spinner: Task<Void, Never>?
    private var events: Task<Void, Never>?
    private var status = ExitStatus.success

    /// `searchPause` is how long typing waits before searching (`SearchAsYouType`).
    init(scene: MoviesSceneDIContainer, console: Console, style: TextStyle, searchPause: Duration) {
        self.scene = scene
        self.console = console
        view = FullScreenView(style: style)
        typing = SearchAsYouType(pause: searchPause)
        state = FullScreenViewState(size: TerminalSize(columns: 80, rows: 24))
    }

    /// Takes the terminal, runs until a quit key (status 0) or until the screen goes away
    /// (status 1), and gives the terminal back.
    func run() async -> ExitStatus {
        do throws(FullScreenTerminal.Failure) {
            try terminal.enter()
        } catch {
            console.err("movies: " + error.message)
            return .failure
        }
        state.size = terminal.size
        // A line on stderr would land in the middle of the screen: it goes to the status line.
        console.divertErrors { [state] line in
            Task { @MainActor in state.notice = line.hasPrefix("movies: ") ? String(line.dropFirst(8)) : line }
        }
        let reader = TerminalEventReader(
            input: StandardStream.standardInput.rawValue, signals: TerminalSignalPipe.open())
        let coordinator = scene.makeMoviesSearchFlowCoordinator(router: router)
        self.coordinator = coordinator
        await coordinator.start(at: .recentQueries)
        render()
        let events = Task { @MainActor in
            for await event in reader.events {
                handle(event)
            }
        }
        self.events = events
        await events.value
        reader.stop()
        typing.cancel()
        terminal.leave()
        console.divertErrors(to: nil)
        if terminal.isGone { console.err("movies: the screen went away (its output was closed)") }
        return status
    }

    /// Ends the session with `status` once the event in hand is handled.
    func finish(_ status: ExitStatus) {
        self.status = status
        events?.cancel()
    }

    // MARK: - Events

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let key): handle(key)
        case .resized: redrawAll()
        case .stopRequested: suspend()
        case .continued:
            // Stopped and continued by someone else: the shell may have changed the mode.
            try? terminal.enter()
            redrawAll()
        case .inputClosed: finish(.success)
        }
    }

    /// Ctrl-Z: the terminal goes back to the shell until `fg`, then the screen is drawn anew.
    func suspend() {
        terminal.suspend()
        redrawAll()
    }

    /// Draws every row again at the terminal's size now (a resize, Ctrl-L, a return from `fg`).
    func redrawAll() {
        writer.invalidate()
        state.size = terminal.size
        render()
    }

    // MARK: - Rendering

    /// Computes the frame from what it reads, writes what changed, and asks to be called again
    /// when anything it read changes.
    private func render() {
        renderScheduled = false
        let frame = withObservationTracking {
            view.frame(stack: router.stack, state: state)
        } onChange: { [weak self] in
            Task { @MainActor in self?.scheduleRender() }
        }
        terminal.write(writer.update(to: frame))
        if terminal.isGone { finish(.failure) }
        turnSpinner(view.isWaiting(router.stack, state))
    }

    private func scheduleRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        Task { @MainActor in self.render() }
    }

    /// Turns the spinner while something loads: its phase is state, so each turn is a frame.
    private func turnSpinner(_ waiting: Bool) {
        guard waiting else {
            spinner?.cancel()
            spinner = nil
            return
        }
        guard spinner == nil else { return }
        spinner = Task { @MainActor [state] in
            while (try? await Task.sleep(for: Spinner.frameInterval)) != nil {
                state.spinnerPhase += 1
            }
        }
    }
}

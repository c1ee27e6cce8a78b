import Glibc
import Observation

/// What a `FullScreenLoop` runs: a frame computed from observable state, and keys.
@MainActor
public protocol FullScreenApplication: AnyObject {
    /// The frame to draw now. The loop computes it inside `withObservationTracking`: when an
    /// `@Observable` property it read changes, the next frame is drawn.
    func frame() -> ScreenFrame
    /// Whether something is awaited: while it is, `spinnerTicked()` comes every
    /// `Spinner.frameInterval`.
    var isWaiting: Bool { get }
    /// The spinner's next phase is due (a change the frame reads draws it).
    func spinnerTicked()
    /// The terminal's size, before the first frame and before each frame drawn whole.
    func resized(to size: TerminalSize)
    /// A key pressed, or a paste.
    func handle(_ key: Key)
}

/// A full-screen application's run loop: takes the terminal (`FullScreenTerminal`), draws the
/// application's frames as differences (`FrameDiffWriter`), each time an observable property the
/// last frame read changes (the binding SwiftUI does), turns the spinner while the application
/// waits, hands keys on (`TerminalEventReader`), and follows resizes, Ctrl-Z and `fg`. Nothing
/// polls. Stderr's lines go to the application instead of over the screen.
@MainActor
public final class FullScreenLoop {
    private let console: Console
    private let terminal: FullScreenTerminal
    private var application: (any FullScreenApplication)?
    private var reader: TerminalEventReader?
    private var writer = FrameDiffWriter()
    private var renderScheduled = false
    private var spinner: Task<Void, Never>?
    private var events: Task<Void, Never>?

    /// A loop on the process's terminal, whose stderr lines `console` diverts while it runs;
    /// `leavingFirst` removes the application's pictures, however the process ends.
    public init(console: Console, leavingFirst: String = "") {
        self.console = console
        terminal = FullScreenTerminal(leavingFirst: leavingFirst)
    }

    /// Why the screen went away, when a write to it failed (the loop ended then), as a sentence:
    /// "the screen went away (its output was closed)" when its reader is gone, else what the
    /// write said ("the screen could not be written: No space left on device").
    public var screenFailure: String? {
        guard let error = terminal.writeError else { return nil }
        guard ![EPIPE, EIO, EBADF].contains(error) else { return "the screen went away (its output was closed)" }
        return "the screen could not be written: " + String(cString: strerror(error))
    }

    /// Takes the terminal, starts reading its keys and signals, and sends stderr's lines to
    /// `errorLine` until `run` ends. A stdout closed at start, which `Console` holds on
    /// `/dev/null`, is refused: a screen drawn there is never seen (a picker that drew on the
    /// terminal instead put it there).
    public func enter(errorLine: @escaping @MainActor @Sendable (String) -> Void) throws(FullScreenTerminal.Failure) {
        if console.stdoutWasClosedAtStart, isatty(StandardStream.standardOutput.rawValue) == 0 {
            throw FullScreenTerminal.Failure(message: "the full screen needs an output, and stdout is closed")
        }
        try terminal.enter()
        console.divertErrors { line in Task { @MainActor in errorLine(line) } }
        reader = TerminalEventReader(input: StandardStream.standardInput.rawValue, signals: TerminalSignalPipe.open())
    }

    /// Draws `application` until `finish()`, the input's end or the screen going away, then gives
    /// the terminal back. Call after `enter`.
    public func run(_ application: any FullScreenApplication) async {
        guard let reader else { return }
        await run(application, events: reader.events)
        reader.stop()
        terminal.write(writer.removeOverlay())
        terminal.leave()
        console.divertErrors(to: nil)
    }

    /// Draws `application` and hands it `events` until `finish()` or `.inputClosed`.
    func run(_ application: any FullScreenApplication, events: AsyncStream<TerminalEvent>) async {
        self.application = application
        application.resized(to: terminal.size)
        let handling = Task { @MainActor in
            for await event in events { handle(event) }
        }
        // Made before the first frame, so that a screen gone at once (`/dev/full`) ends the loop
        // then, without waiting for a key.
        self.events = handling
        render()
        await handling.value
        spinner?.cancel()
        self.application = nil
    }

    /// Whether the loop ended by Ctrl-C: a shell expects status 130 then.
    public private(set) var wasInterrupted = false

    /// Writes `sequence` to the terminal now, beside the frames (the clipboard's, for one).
    public func send(_ sequence: String) {
        terminal.write(sequence)
    }

    /// Ends the loop once the event in hand is handled.
    public func finish() {
        events?.cancel()
    }

    /// What Ctrl-C (finish, interrupted), Ctrl-Z (suspend), Ctrl-L (redraw) and, in debug builds, Ctrl-\ (a
    /// crash, for tests of the terminal's restoration) do on every screen; false for other keys.
    public func handleControlKey(_ key: Key) -> Bool {
        switch key {
        case .control("c"):
            wasInterrupted = true
            finish()
        case .control("z"): suspend()
        case .control("l"): redrawAll()
        #if DEBUG
            case .control("\\"): fatalError("Ctrl-\\ pressed in a debug build: crashing on purpose")
        #endif
        default: return false
        }
        return true
    }

    /// Ctrl-Z: the terminal goes back to the shell until `fg`, then the screen is drawn anew.
    public func suspend() {
        terminal.suspend()
        redrawAll()
    }

    /// Draws every row again at the terminal's size now (a resize, Ctrl-L, a return from `fg`).
    public func redrawAll() {
        writer.invalidate()
        application?.resized(to: terminal.size)
        render()
    }

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let key): application?.handle(key)
        case .resized: redrawAll()
        case .stopRequested: suspend()
        case .continued:
            // Stopped and continued by someone else: the shell may have changed the mode.
            try? terminal.enter()
            redrawAll()
        case .inputClosed: finish()
        }
    }

    /// Computes the frame from what it reads, writes what changed, and asks to be called again
    /// when anything it read changes.
    private func render() {
        renderScheduled = false
        guard let application else { return }
        let frame = withObservationTracking {
            application.frame()
        } onChange: { [weak self] in
            Task { @MainActor in self?.scheduleRender() }
        }
        terminal.write(writer.update(to: frame))
        if terminal.isGone { finish() }
        turnSpinner(application.isWaiting)
    }

    private func scheduleRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        Task { @MainActor in self.render() }
    }

    /// Ticks while the application waits: its spinner's phase is state, so each tick is a frame.
    private func turnSpinner(_ waiting: Bool) {
        guard waiting else {
            spinner?.cancel()
            spinner = nil
            return
        }
        guard spinner == nil else { return }
        spinner = Task { @MainActor [weak self] in
            while (try? await Task.sleep(for: Spinner.frameInterval)) != nil {
                self?.application?.spinnerTicked()
            }
        }
    }
}

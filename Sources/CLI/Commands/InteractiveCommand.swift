import CommandLineKit
import MoviesDomain
import TerminalImages
import TerminalKit

/// `movies` alone, or `movies [interactive] [options]`: the full screen when stdin and stdout
/// are terminals, else the line flow, one command a line.
struct InteractiveCommand: Command {
    /// Which view the interactive flow uses.
    enum Display: Sendable, Hashable {
        /// The full screen when stdin and stdout are both terminals, else the line flow.
        case automatic
        /// `--line`: the line flow, one command a line, also on a terminal.
        case line
        /// `--full-screen`: the full screen, also when stdout is not a terminal (stdin must be).
        case fullScreen
    }

    var source = SourceArguments()
    /// `--color`, among the options of where the movies come from.
    var color: ColorChoice? { source.color }
    var display = Display.automatic
    /// `--images`: how the details screen draws posters; `nil` asks the terminal.
    var images: ImageProtocol?
    /// `--sort` and the filters the results start with.
    var arrangement = MovieArrangement()

    /// The command's form: its words and the options it takes, also `movies`' own without a command.
    static let forms = [
        CommandForm(
            words: "[interactive]",
            options: Subcommand.sourceOptions + Subcommand.arrangementOptions
                + [.region, .verbose, .line, .fullScreen, .images])
    ]

    init(source: SourceArguments = SourceArguments(), display: Display = .automatic) {
        self.source = source
        self.display = display
    }

    /// What the words after `interactive`, or after `movies` alone, ask for: options only.
    init(_ scanned: ScannedArguments) throws(ArgumentError) {
        try scanned.rejectPositionals()
        self.init(source: try CommandLineParser.source(scanned))
        images = try scanned.value(.images, as: ImageProtocol.self)
        arrangement = try CommandLineParser.arrangement(scanned)
        switch try scanned.flag(among: .line, .fullScreen) {
        case CommandOption.line?: display = .line
        case CommandOption.fullScreen?: display = .fullScreen
        default: display = .automatic
        }
    }

    /// The interactive flow: the full screen, or one command a line (`fullScreen(_:)` chooses).
    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        let region = context.region(source)
        guard fullScreen(context.terminal, environment: context.environment) else {
            let choices = MoviesSceneChoices(
                arrangement: arrangement, region: region, fetchesSeveralPages: false, language: nil)
            return await context.withScene(source, choices: choices, about: .interactive) { flow, output in
                // A line holds the longest query (MovieQuery.maxLength characters, 4 bytes each) and more.
                let input = StandardInputLineReader(maxLineBytes: 4 * 1024)
                return await InteractiveSession(flow: flow, output: output, input: input).run()
            }
        }
        // TMDB is asked once typing pauses; the catalog answers every key at once.
        let pause = context.usesNetwork(source) ? FullScreenSession.networkSearchPause : .zero
        // The start screen offers lists, and a movie's details its similar movies.
        let choices = MoviesSceneChoices(
            arrangement: arrangement, region: region, fetchesSeveralPages: false, language: nil)
        return await context.withScene(source, choices: choices, about: .interactive) { flow, _ in
            // The terminal is asked before the full screen reads its keys; the catalog has no posters.
            let display =
                flow.sourceOption == .catalog ? PosterDisplay.nothing : context.posterDisplay(asked: images)
            return await FullScreenSession(
                flow: flow, console: context.console,
                style: TextStyle(
                    usesColor: context.app.traits.usesColor, usesHyperlinks: context.app.traits.usesHyperlinks),
                searchPause: pause, display: display
            ).run()
        }
    }

    /// Whether the interactive flow takes the full screen: asked for, or by default when both
    /// stdin and stdout are terminals (piped, it reads lines as it always did) that can move the
    /// cursor (`TERM=dumb`, as Emacs' shell says, cannot).
    @MainActor private func fullScreen(_ terminal: any TerminalProbing, environment: [String: String]) -> Bool {
        switch display {
        case .line: false
        case .fullScreen: true
        case .automatic:
            terminal.isTerminal(.standardInput) && terminal.isTerminal(.standardOutput)
                && environment["TERM"] != "dumb"
        }
    }
}

import CommandLineKit
import MoviesDomain
import TerminalKit

/// What every command runs in: the composition root (`AppDIContainer`), which builds only what
/// the command needs, the console, the environment and the terminal.
@MainActor
struct CommandContext {
    let app: AppDIContainer
    let console: Console
    let environment: [String: String]
    let terminal: any TerminalProbing
    /// When text is coloured: `--color`, else as the environment and the settings say.
    let color: ColorChoice

    /// The context of one run: its container reads the configuration from `environment` when a
    /// command first needs it; `color` is the command's `--color`, else the `color` setting's
    /// (`AppConfiguration.color`).
    init(console: Console, environment: [String: String], terminal: any TerminalProbing, color: ColorChoice?) {
        let paths = AppConfiguration.Paths(environment)
        let color = color ?? AppConfiguration.color(environment, paths: paths)
        self.app = AppDIContainer(
            paths: paths, console: console,
            traits: TerminalTraits.current(environment: environment, terminal: terminal, color: color)
        ) { [environment] () throws(AppSetupFailure) in try AppConfiguration.read(environment, paths: paths) }
        self.console = console
        self.environment = environment
        self.terminal = terminal
        self.color = color
    }

    // MARK: - Composition

    /// What `--source tmdb` without credentials says.
    static let tmdbNeedsCredentials = "--source tmdb needs \(EnvironmentVariable.tmdbCredentials)"

    /// Runs `body` over the flow of the scene `source` chooses, made once with the run's
    /// `choices`. The genres asked for (the arrangement's and `genres`) must be the source's:
    /// `--genre science-fiction` on the catalog, which has six, is a usage error naming them,
    /// pointing at the help of `topic`, the command that took them.
    func withScene(
        _ source: SourceArguments, missingCredentials: String = Self.tmdbNeedsCredentials,
        choices: MoviesSceneChoices, genres: Set<Genre> = [], about topic: Subcommand = .general,
        _ body: (MoviesSceneFlow, CommandOutput) async -> ExitStatus
    ) async -> ExitStatus {
        let flow: MoviesSceneFlow
        do throws(AppSetupFailure) {
            flow = try app.makeMoviesSceneDIContainer(source, choices: choices, missingCredentials: missingCredentials)
                .makeMoviesSceneFlow()
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(error.message))
            guard error.isBadSetting else { return .failure }
            console.err(HelpText.pointer(error.helpTopic))
            return .usage
        }
        if let problem = flow.genreProblem(genres.union(choices.arrangement?.genres ?? [])) {
            console.err("movies: " + problem)
            console.err(HelpText.pointer(topic))
            return .usage
        }
        let spinner = Spinner(console: console, isEnabled: app.traits.stderrIsTerminal && usesNetwork(source))
        let output = CommandOutput(console: console, traits: app.traits, spinner: spinner, verbose: source.verbose)
        return await body(flow, output)
    }

    /// Whether the scene `source` chooses talks to the network (the spinner, and the full screen's
    /// pause before it searches, are for that).
    func usesNetwork(_ source: SourceArguments) -> Bool {
        guard let configuration = try? app.configuration() else { return false }
        guard (source.source ?? configuration.source) != .catalog, source.cacheMode != .offline else { return false }
        return configuration.tmdb != nil
    }
}

import CommandLineKit
import MoviesDomain
import TerminalKit

/// Runs a parsed command: help and version at once, everything else through the composition
/// root, which builds only what that command needs.
@MainActor
struct CommandRunner {
    let console: Console
    let environment: [String: String]
    let terminal: any TerminalProbing

    func run(_ command: CLICommand) async -> ExitStatus {
        if let text = Self.text(of: command) {
            console.out(text)
            return .success
        }
        let paths = AppConfiguration.Paths(environment)
        let app = AppDIContainer(
            paths: paths, console: console,
            traits: TerminalTraits.current(environment: environment, terminal: terminal, color: command.color)
        ) { [environment] () throws(AppSetupFailure) in try AppConfiguration.read(environment, paths: paths) }
        switch command {
        case .search(let arguments):
            let genres = arguments.request.options.arrangement?.genres ?? []
            let pages = arguments.request.pageCount > 1
            let choices = MoviesSceneChoices(
                arrangement: nil, region: nil, fetchesSeveralPages: pages)
            return await withScene(app, arguments.source, choices: choices, genres: genres) { flow, output in
                await SearchCommand(arguments: arguments, flow: flow, output: output).run()
            }
        case .show(let arguments):
            return await show(app, arguments)
        case .recent(let arguments):
            return await recent(app, arguments)
        case .interactive(let arguments):
            return await interactive(app, arguments)
        case .pick(let arguments):
            return await pick(app, arguments)
        case .list(let arguments):
            return await list(app, arguments)
        case .config(let arguments):
            return config(app, arguments)
        case .cacheInfo(let json):
            return await withCache(app, .info(json: json))
        case .cacheClear:
            return await withCache(app, .clear)
        case .help, .version, .manPage, .completion:
            return .success
        }
    }

    /// What help, the version, the man page and a completion script print: no container needed.
    private static func text(of command: CLICommand) -> String? {
        switch command {
        case .help(let topic): HelpText.help(topic) + "\n"
        case .version: "movies \(MoviesVersion.described)\n"
        case .manPage: ManPage.text()
        case .completion(let shell): shell.completionScript(for: .movies, printedBy: "movies completion \(shell)")
        default: nil
        }
    }

    // MARK: - Composition

    /// Runs `body` over the flow of the scene `source` chooses, made once with the run's
    /// `choices`. The genres asked for (the arrangement's and `genres`) must be the source's:
    /// `--genre science-fiction` on the catalog, which has six, is a usage error naming them.
    func withScene(
        _ app: AppDIContainer, _ source: SourceArguments,
        missingCredentials: String = AppDIContainer.tmdbNeedsCredentials,
        choices: MoviesSceneChoices, genres: Set<Genre> = [],
        _ body: (MoviesSceneFlow, CommandOutput) async -> ExitStatus
    ) async -> ExitStatus {
        let scene: MoviesSceneDIContainer
        do throws(AppSetupFailure) {
            scene = try app.makeMoviesSceneDIContainer(source, choices: choices, missingCredentials: missingCredentials)
            let asked = genres.union(choices.arrangement?.genres ?? [])
            if !asked.isEmpty { try Self.check(asked, of: scene.dependencies) }
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(error.message))
            guard error.isBadSetting else { return .failure }
            console.err(HelpText.pointer(.general))
            return .usage
        }
        let spinner = Spinner(console: console, isEnabled: app.traits.stderrIsTerminal && app.usesNetwork(source))
        let output = CommandOutput(console: console, traits: app.traits, spinner: spinner, verbose: source.verbose)
        return await body(scene.makeMoviesSceneFlow(), output)
    }
}

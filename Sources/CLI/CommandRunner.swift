import CommandLineKit
import MoviesDomain
import MoviesPresentation
import SettingsStore
import TerminalImages
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
            return await withScene(app, arguments.source, genres: genres) { scene, output in
                scene.fetchesSeveralPages = arguments.request.pageCount > 1
                return await SearchCommand(arguments: arguments, scene: scene, output: output).run()
            }
        case .show(let arguments):
            let id = arguments.id
            let missingCredentials =
                "\(id) is a TMDB id, and showing it needs \(EnvironmentVariable.tmdbCredentials) "
                + "(offline catalog ids start with c, as in c\(id.number))"
            return await withScene(app, arguments.source, missingCredentials: missingCredentials) { scene, output in
                scene.region = region(app, arguments.source)
                let display = arguments.drawsPoster ? posterDisplay(app, asked: arguments.images) : nil
                return await ShowCommand(arguments: arguments, scene: scene, output: output, posterDisplay: display)
                    .run()
            }
        case .recent(let arguments):
            // Recent queries need no movies: the catalog scene costs nothing and says nothing.
            return await withScene(app, SourceArguments(source: .catalog)) { scene, output in
                await RecentCommand(arguments: arguments, scene: scene, output: output).run()
            }
        case .interactive(let arguments):
            guard fullScreen(arguments.display) else {
                return await withScene(app, arguments.source, arrangement: arguments.arrangement) { scene, output in
                    scene.region = region(app, arguments.source)
                    // A line holds the longest query (MovieQuery.maxLength characters, 4 bytes each) and more.
                    let input = StandardInputLineReader(maxLineBytes: 4 * 1024)
                    return await InteractiveSession(scene: scene, output: output, input: input).run()
                }
            }
            // TMDB is asked once typing pauses; the catalog answers every key at once.
            let pause = app.usesNetwork(arguments.source) ? FullScreenSession.networkSearchPause : .zero
            return await withScene(app, arguments.source, arrangement: arguments.arrangement) { scene, _ in
                scene.region = region(app, arguments.source)
                // The terminal is asked before the full screen reads its keys; the catalog has no posters.
                let display =
                    scene.sourceOption == .catalog ? PosterDisplay.nothing : posterDisplay(app, asked: arguments.images)
                return await FullScreenSession(
                    scene: scene, console: console, style: TextStyle(usesColor: app.traits.usesColor),
                    searchPause: pause, display: display
                ).run()
            }
        case .pick(let arguments):
            let pause = app.usesNetwork(arguments.source) ? FullScreenSession.networkSearchPause : .zero
            // Colour follows the terminal it draws on, not the stdout a script reads.
            let style = TextStyle(
                usesColor: arguments.source.color.usesColor(onTerminal: true, environment: environment))
            return await withScene(app, arguments.source, arrangement: arguments.arrangement) { scene, _ in
                await PickCommand(
                    arguments: arguments, scene: scene, console: console, style: style, searchPause: pause
                )
                .run()
            }
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

    /// Whether the interactive flow takes the full screen: asked for, or by default when both
    /// stdin and stdout are terminals (piped, it reads lines as it always did).
    private func fullScreen(_ display: InteractiveArguments.Display) -> Bool {
        switch display {
        case .line: false
        case .fullScreen: true
        case .automatic: terminal.isTerminal(.standardInput) && terminal.isTerminal(.standardOutput)
        }
    }

    // MARK: - Composition

    /// How posters are drawn: `asked` (`--images`), else the `images` setting, else what the
    /// terminal answers.
    private func posterDisplay(_ app: AppDIContainer, asked: ImageProtocol?) -> PosterDisplay {
        PosterDisplay.detect(
            asked: asked ?? (try? app.configuration())?.images, environment: environment, terminal: terminal)
    }

    /// Runs `body` in the scene `source` chooses, the run's `arrangement` (if any) in it. The
    /// genres asked for (`arrangement`'s and `genres`) must be the source's: `--genre
    /// science-fiction` on the catalog, which has six, is a usage error naming them.
    func withScene(
        _ app: AppDIContainer, _ source: SourceArguments,
        missingCredentials: String = AppDIContainer.tmdbNeedsCredentials, arrangement: MovieArrangement? = nil,
        genres: Set<Genre> = [], _ body: (MoviesSceneDIContainer, CommandOutput) async -> ExitStatus
    ) async -> ExitStatus {
        let scene: MoviesSceneDIContainer
        do throws(AppSetupFailure) {
            scene = try app.makeMoviesSceneDIContainer(source, missingCredentials: missingCredentials)
            scene.arrangement = arrangement
            let asked = genres.union(arrangement?.genres ?? [])
            if !asked.isEmpty { try Self.check(asked, of: scene) }
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(error.message))
            guard error.isBadSetting else { return .failure }
            console.err(HelpText.pointer(.general))
            return .usage
        }
        let spinner = Spinner(console: console, isEnabled: app.traits.stderrIsTerminal && app.usesNetwork(source))
        return await body(
            scene, CommandOutput(console: console, traits: app.traits, spinner: spinner, verbose: source.verbose))
    }

    private func config(_ app: AppDIContainer, _ arguments: ConfigArguments) -> ExitStatus {
        let file: SettingsFile
        do throws(AppSetupFailure) {
            file = try app.paths.settingsFile()
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(error.message))
            return .failure
        }
        let console = console
        let stdinIsTerminal = app.traits.stdinIsTerminal
        return ConfigCommand(
            arguments: arguments, file: file, environment: environment, console: console,
            readSecret: { SecretInput.read(prompt: $0, console: console, stdinIsTerminal: stdinIsTerminal) }
        ).run()
    }

    private func withCache(_ app: AppDIContainer, _ action: CacheCommand.Action) async -> ExitStatus {
        let viewModel: ResponseCacheViewModel
        do throws(MoviesError) {
            viewModel = try app.makeResponseCacheViewModel()
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(ErrorViewModel(error).message))
            return .failure
        }
        return await CacheCommand(
            action: action, viewModel: viewModel, console: console, style: TextStyle(usesColor: app.traits.usesColor)
        ).run()
    }
}

import MoviesDomain
import MoviesPresentation
import SettingsStore
import TerminalKit

// MARK: - movies config, movies cache

extension CommandRunner {
    /// `movies config`: the settings file, read and written; a secret is read from stdin.
    func config(_ app: AppDIContainer, _ arguments: ConfigArguments) -> ExitStatus {
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

    /// `movies cache info` and `movies cache clear`, over the response cache's screen.
    func withCache(_ app: AppDIContainer, _ action: CacheCommand.Action) async -> ExitStatus {
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

import FileSupport
import MoviesDomain
import MoviesPresentation
import SettingsStore
import TerminalKit

extension AppConfiguration {
    /// The configuration of `environment` (the process's) over the settings file `paths` name,
    /// every setting checked: a command that needs no setting never calls it (only the colour,
    /// `color(_:paths:)`, is read for every command).
    static func read(_ environment: [String: String], paths: Paths) throws(AppSetupFailure) -> AppConfiguration {
        let file = try paths.settingsFile()
        let stored: [(key: String, value: String)]
        do throws(SettingsFileError) {
            stored = try file.settings(secretKeys: ConfigKey.secretNames)
        } catch {
            throw AppSetupFailure(error)
        }
        var configuration = try AppConfiguration(environment, over: stored, location: file.path, paths: paths)
        configuration.fileWarning = Self.looseFileWarning(file)
        return configuration
    }

    /// When text is coloured without `--color`: `NO_COLOR` and `CLICOLOR_FORCE` decide when set
    /// (`auto` reads them), else `MOVIES_COLOR` or the `color` setting, else `auto`. Read before
    /// any command runs, since every view's colours follow it; a settings file that cannot be
    /// read, or a value that is not a colour, is left to the commands that read the settings,
    /// which say why (`config` among them, to mend it).
    static func color(_ environment: [String: String], paths: Paths) -> ColorChoice {
        if ColorChoice.environmentChoice(environment) != nil { return .auto }
        let file = try? paths.settingsFile()
        let stored = try? file?.settings(secretKeys: ConfigKey.secretNames)
        let settings = LayeredSettings<ConfigKey>(
            environment: environment, stored: stored ?? [], location: file?.path ?? "")
        return settings.effective(.color).flatMap { ColorChoice(rawValue: $0.value) } ?? .auto
    }

    /// What a settings file others may read (and that holds no secret: else it is refused) gets.
    static func looseFileWarning(_ file: SettingsFile) -> String? {
        file.modeReadableByOthers().map {
            "\(file.path) has mode 0\(String($0, radix: 8)): others may read it (it holds no secret); "
                + "chmod 600 keeps it yours"
        }
    }
}

extension AppConfiguration {
    /// Where `movies` keeps its files, resolved from the environment alone, as the XDG Base
    /// Directory specification says. A folder that cannot be resolved (no home folder) fails
    /// only a command that uses it, when it does.
    struct Paths: Sendable {
        private let configFolder: Result<String, FileError>
        private let directories: Result<XDGDirectories, FileError>

        init(_ environment: [String: String]) {
            configFolder = Result { () throws(FileError) in
                try XDGDirectories.configFolder(application: "movies", environment: environment)
            }
            directories = Result { () throws(FileError) in
                try XDGDirectories(application: "movies", environment: environment)
            }
        }

        /// The settings file, `$XDG_CONFIG_HOME/movies/config`.
        func settingsFile() throws(AppSetupFailure) -> SettingsFile {
            do throws(FileError) {
                return SettingsFile(path: try configFolder.get() + "/config")
            } catch {
                throw AppSetupFailure(
                    message: ErrorViewModel(MoviesError(error)).messageWithRemedy, isBadSetting: false)
            }
        }

        /// Where the response cache lives, `$XDG_CACHE_HOME/movies`.
        func cacheFolder() throws(MoviesError) -> String { try folders().cacheFolder }

        /// Where the recent queries live, `$XDG_STATE_HOME/movies`.
        func stateFolder() throws(MoviesError) -> String { try folders().stateFolder }

        private func folders() throws(MoviesError) -> XDGDirectories {
            do throws(FileError) { return try directories.get() } catch { throw MoviesError(error) }
        }
    }
}

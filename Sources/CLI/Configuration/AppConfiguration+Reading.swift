import FileSupport
import MoviesDomain
import MoviesPresentation
import SettingsStore

extension AppConfiguration {
    /// The configuration of `environment` (the process's) over the settings file `paths` name.
    /// The file is read here, and only here: a command that needs no setting never calls it.
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
                throw AppSetupFailure(message: ErrorViewModel(MoviesError(error)).message, isBadSetting: false)
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

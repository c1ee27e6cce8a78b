import FileSupport
import MoviesDomain
import MoviesPresentation
import SettingsStore

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

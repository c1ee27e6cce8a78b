import FileSupport
import MoviesData
import MoviesDomain
import MoviesPresentation
import SettingsStore
import TerminalImages

/// Everything a run is configured with (the iOS sample's `AppConfiguration`), typed and checked:
/// read once, from the environment over the settings file (`LayeredSettings`), by `read(_:paths:)`,
/// and handed to the containers, which read no variable themselves.
struct AppConfiguration: Sendable {
    /// Where TMDB is and the credentials to sign in with; `nil` when none are set.
    let tmdb: TMDBConfiguration?
    /// The default of `--language` (`en`, `pt-BR`); `nil` when unset.
    let language: String?
    /// The `source` setting; `nil` when unset (TMDB with credentials, else the catalog).
    let source: SourceOption?
    /// The `images` setting: how posters are drawn; `nil` asks the terminal.
    let images: ImageProtocol?
    /// How long a TMDB request may take.
    let timeouts: NetworkTimeouts
    /// The CA bundle the user named (`CURL_CA_BUNDLE`, else `SSL_CERT_FILE`); `nil`: the system's.
    let caBundlePath: String?
    /// Where the settings, the cache and the recent queries live.
    let paths: Paths
    /// A warning about the settings file, said once (others may read it).
    var fileWarning: String?

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

    /// `environment` over the settings `stored` in the file at `location`, every value checked
    /// once: a bad one is a bad setting, named by its key or variable, never with its value.
    init(
        _ environment: [String: String], over stored: [(key: String, value: String)], location: String,
        paths: Paths
    ) throws(AppSetupFailure) {
        let variables: [String: String]
        do throws(SettingsError) {
            variables = try LayeredSettings<ConfigKey>(environment: environment, stored: stored, location: location)
                .variables(checking: [.language, .source, .images])
        } catch {
            throw AppSetupFailure(error)
        }
        func value(_ variable: EnvironmentVariable) -> String? {
            variables[variable.name].flatMap { $0.isEmpty ? nil : $0 }
        }
        timeouts = try NetworkTimeouts(total: value(.timeout), connect: value(.connectTimeout))
        do throws(TMDBConfigurationError) {
            tmdb = try TMDBConfiguration.fromEnvironment(variables)
        } catch {
            throw AppSetupFailure(message: error.message)
        }
        language = value(.language)
        source = value(.source).flatMap(SourceOption.init(rawValue:))
        images = value(.images).flatMap(ImageProtocol.init(rawValue:))
        caBundlePath = value(.caBundle) ?? value(.certFile)
        self.paths = paths
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

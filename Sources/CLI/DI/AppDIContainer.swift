import FileSupport
import MoviesData
import MoviesDomain
import MoviesPresentation
import ResponseCache
import TerminalKit

/// The composition root of the whole tool (the iOS sample's `AppDIContainer`): reads the
/// configuration from the environment once, and builds what a command needs, only when it
/// needs it, so that `--help`, the catalog and a warm cache never pay for libcurl or for files
/// they do not read.
@MainActor
final class AppDIContainer {
    /// The process's environment, as it was given.
    let environment: [String: String]
    let console: Console
    let traits: TerminalTraits
    /// `settings()`, once read.
    private var settingsRead: [String: String]?

    init(environment: [String: String], console: Console, traits: TerminalTraits) {
        self.environment = environment
        self.console = console
        self.traits = traits
    }

    // MARK: - Configuration

    /// Where the cache and the recent queries live (`XDG_CACHE_HOME`, `XDG_STATE_HOME`).
    func directories() throws(MoviesError) -> XDGDirectories {
        do throws(FileError) {
            return try XDGDirectories(application: "movies", environment: environment)
        } catch {
            throw MoviesError(error)
        }
    }

    /// The settings file, `$XDG_CONFIG_HOME/movies/config`.
    func settingsStore() throws(AppSetupFailure) -> SettingsFileStore {
        do throws(FileError) {
            let folder = try XDGDirectories.configFolder(application: "movies", environment: environment)
            return SettingsFileStore(file: SettingsFile(folder: folder))
        } catch {
            throw AppSetupFailure(message: ErrorViewModel(MoviesError(error)).message, isBadSetting: false)
        }
    }

    /// The environment over the settings file (`Settings`): what the scene is configured with.
    /// Read once, when a command first needs it.
    func settings() throws(AppSetupFailure) -> [String: String] {
        if let settingsRead { return settingsRead }
        let store = try settingsStore()
        let merged = try Settings.environment(environment, over: try store.settings(), location: store.location)
        settingsRead = merged
        return merged
    }

    var style: TextStyle { TextStyle(usesColor: traits.usesColor) }

    var notices: any NoticeReporting { ConsoleNoticeReporter(console: console) }

    // MARK: - Storage

    func responseCache() throws(MoviesError) -> FileJSONResponseCache {
        FileJSONResponseCache(folder: try directories().cacheFolder)
    }

    func queriesRepository() throws(MoviesError) -> FileMoviesQueriesRepository {
        FileMoviesQueriesRepository(folder: try directories().stateFolder, notices: notices)
    }

    // MARK: - The response cache screen

    /// The screen of `movies cache info` and `movies cache clear`, over the cache's use cases.
    func makeResponseCacheViewModel() throws(MoviesError) -> ResponseCacheViewModel {
        let cache = try responseCache()
        return ResponseCacheViewModel(
            fetchUsageUseCase: FetchResponseCacheUsageInteractor(cacheRepository: cache),
            clearUseCase: ClearResponseCacheInteractor(cacheRepository: cache))
    }
}

import MoviesData
import MoviesDomain
import MoviesPresentation
import ResponseCache
import TerminalKit

/// The composition root of the whole tool (the iOS sample's `AppDIContainer`): holds the run's
/// `AppConfiguration`, read once when a command first needs it, and builds what a command needs,
/// only when it needs it, so that `--help`, the catalog and a warm cache never pay for libcurl
/// or for files they do not read.
@MainActor
final class AppDIContainer {
    /// Where the settings, the cache and the recent queries live.
    let paths: AppConfiguration.Paths
    let console: Console
    let traits: TerminalTraits
    /// Reads the configuration (`AppConfiguration.read`): the settings file is read only then.
    private let readConfiguration: () throws(AppSetupFailure) -> AppConfiguration
    /// `configuration()`, once read.
    private var configurationRead: AppConfiguration?

    init(
        paths: AppConfiguration.Paths, console: Console, traits: TerminalTraits,
        configuration: @escaping () throws(AppSetupFailure) -> AppConfiguration
    ) {
        self.paths = paths
        self.console = console
        self.traits = traits
        self.readConfiguration = configuration
    }

    // MARK: - Configuration

    /// What the scene is configured with: the environment over the settings file, checked.
    /// Read once, when a command first needs it.
    func configuration() throws(AppSetupFailure) -> AppConfiguration {
        if let configurationRead { return configurationRead }
        let configuration = try readConfiguration()
        configurationRead = configuration
        if let warning = configuration.fileWarning { console.err("movies: warning: " + warning) }
        return configuration
    }

    var notices: any NoticeReporting { ConsoleNoticeReporter(console: console) }

    // MARK: - Storage

    func responseCache() throws(MoviesError) -> FileJSONResponseCache {
        FileJSONResponseCache(folder: try paths.cacheFolder())
    }

    func queriesRepository() throws(MoviesError) -> FileMoviesQueriesRepository {
        FileMoviesQueriesRepository(folder: try paths.stateFolder(), notices: notices)
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

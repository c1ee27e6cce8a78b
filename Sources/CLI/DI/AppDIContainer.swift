import MoviesData
import MoviesDomain

/// The composition root of the whole tool (the iOS sample's `AppDIContainer`): reads the
/// configuration from the environment once, and builds what a command needs, only when it
/// needs it, so that `--help`, the catalog and a warm cache never pay for libcurl or for files
/// they do not read.
@MainActor
final class AppDIContainer {
    let environment: [String: String]
    let console: Console
    let traits: TerminalTraits

    init(environment: [String: String], console: Console, traits: TerminalTraits) {
        self.environment = environment
        self.console = console
        self.traits = traits
    }

    // MARK: - Configuration

    /// Where the cache and the recent queries live (`XDG_CACHE_HOME`, `XDG_STATE_HOME`).
    func directories() throws(MoviesError) -> XDGDirectories {
        try XDGDirectories(environment: environment)
    }

    var style: TextStyle { TextStyle(usesColor: traits.usesColor) }

    var notices: any NoticeReporting { ConsoleNoticeReporter(console: console) }

    // MARK: - Storage

    func responseCache() throws(MoviesError) -> FileJSONResponseCache {
        FileJSONResponseCache(folder: try directories().cacheFolder)
    }

    // MARK: - Use cases of the response cache

    /// `movies cache info`'s use case.
    func makeFetchResponseCacheUsageUseCase() throws(MoviesError) -> any FetchResponseCacheUsageUseCase {
        FetchResponseCacheUsageInteractor(cacheRepository: try responseCache())
    }

    /// `movies cache clear`'s use case.
    func makeClearResponseCacheUseCase() throws(MoviesError) -> any ClearResponseCacheUseCase {
        ClearResponseCacheInteractor(cacheRepository: try responseCache())
    }

    func queriesStorage() throws(MoviesError) -> FileMoviesQueriesStorage {
        FileMoviesQueriesStorage(folder: try directories().stateFolder, notices: notices)
    }
}

import CurlHTTP
import MoviesData
import MoviesDomain
import MoviesPresentation
import ResponseCache
import ResponseCacheInterface
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
        // TMDB's address is checked with the rest, whichever source answers.
        _ = try configuration.tmdb?.configuration()
        configurationRead = configuration
        if let warning = configuration.fileWarning { console.err("movies: warning: " + warning) }
        return configuration
    }

    /// Data's notices, each one sanitized line on stderr: `movies: <notice>`.
    var notices: any NoticeReporting {
        NoticeForwarder { [console] in console.err("movies: " + TerminalSanitizer.sanitized($0)) }
    }

    // MARK: - Storage

    func responseCache() throws(MoviesError) -> FileJSONResponseCache {
        FileJSONResponseCache(folder: try paths.cacheFolder())
    }

    func queriesRepository() throws(MoviesError) -> FileMoviesQueriesRepository {
        FileMoviesQueriesRepository(folder: try paths.stateFolder(), notices: notices)
    }
}

extension AppDIContainer {
    /// The movies scene over the source `arguments` choose (`--source`, else the `source` setting,
    /// else TMDB when credentials are set, else the offline catalog, with a one-line notice saying
    /// how to use TMDB) and the command's `choices`, as the run's `AppConfiguration` says.
    /// `missingCredentials` is what a TMDB source asked for without credentials says.
    func makeMoviesSceneDIContainer(
        _ arguments: SourceArguments, choices: MoviesSceneChoices,
        missingCredentials: String
    ) throws(AppSetupFailure) -> MoviesSceneDIContainer {
        // Every setting is checked first, whichever source answers: a bad one is a usage error.
        let configuration = try self.configuration()
        let queries: FileMoviesQueriesRepository
        do throws(MoviesError) {
            queries = try queriesRepository()
        } catch {
            throw AppSetupFailure(message: ErrorViewModel(error).messageWithRemedy, isBadSetting: false)
        }
        let dependencies: MoviesSceneDIContainer.Dependencies
        switch (arguments.source ?? configuration.source, configuration.tmdb) {
        case (.tmdb, nil):
            throw configuration.lackingCredentials(optionSays: missingCredentials, optionGiven: arguments.source != nil)
        case (.catalog, _):
            dependencies = catalogDependencies(queries: queries)
        case (nil, nil):
            // Under 80 columns, and how to be without it: choosing the catalog says nothing.
            console.err("movies: no TMDB key, searching the offline catalog (--source catalog hides it)")
            dependencies = catalogDependencies(queries: queries)
        case (_, let tmdb?):
            dependencies = try tmdbDependencies(
                try tmdb.configuration(), configuration, mode: arguments.cacheMode, queries: queries)
        }
        return MoviesSceneDIContainer(dependencies: dependencies, choices: choices)
    }

    // MARK: - Sources

    /// The offline catalog. Swapping another source in for it is the line that makes `movies`:
    /// every screen of the scene answers from that one value.
    private func catalogDependencies(queries: FileMoviesQueriesRepository) -> MoviesSceneDIContainer.Dependencies {
        let movies = CatalogMoviesRepository()
        return Self.offlineDependencies(movies, queries: queries)
    }

    /// The scene over the offline source `movies`: its search, details, story, lists, genres and
    /// posters all come from it.
    static func offlineDependencies(
        _ movies: some OfflineMoviesRepository, queries: FileMoviesQueriesRepository
    ) -> MoviesSceneDIContainer.Dependencies {
        MoviesSceneDIContainer.Dependencies(
            sourceOption: .catalog,
            moviesRepository: movies, movieDetailsRepository: movies, movieStoryRepository: movies,
            makePosterImagesRepository: { movies.posterImagesRepository() },
            makePosterFilesRepository: Self.posterFiles,
            queriesRepository: queries, makeMovieListsRepository: { movies },
            defaultOptions: MovieSearchOptions(), genres: movies.genres)
    }

    /// TMDB over libcurl (made at the first request), behind the response cache.
    private func tmdbDependencies(
        _ tmdb: TMDBConfiguration, _ configuration: AppConfiguration, mode: ResponseCacheMode,
        queries: FileMoviesQueriesRepository
    ) throws(AppSetupFailure) -> MoviesSceneDIContainer.Dependencies {
        let cache: FileJSONResponseCache
        do throws(MoviesError) {
            cache = try responseCache()
        } catch {
            throw AppSetupFailure(message: ErrorViewModel(error).messageWithRemedy, isBadSetting: false)
        }
        // libcurl's limits: a stall is abandoned after 15 s, or sooner when a request may not take that
        // long; waiting out TMDB's rate limit never takes longer than a request may either.
        let total = configuration.timeouts.total
        let clientConfiguration = CurlHTTPClient.Configuration(
            userAgent: "movies/\(MoviesVersion.current)", connectTimeout: min(configuration.timeouts.connect, total),
            totalTimeout: total, stallTimeout: min(.seconds(15), total), caBundlePath: configuration.caBundlePath)
        let client = OnDemandHTTPClient { CurlHTTPClient(configuration: clientConfiguration) }
        var retryPolicy = TMDBRetryPolicy()
        retryPolicy.maxTotalWait = min(retryPolicy.maxTotalWait, total)
        let fetcher = CachedTMDBFetcher(
            wrapping: TMDBNetworkFetcher(configuration: tmdb, client: client, retryPolicy: retryPolicy, timeout: total),
            cache: cache, baseURL: tmdb.baseURL, mode: mode, notices: notices)
        let movies = TMDBMoviesRepository(fetcher: fetcher)
        return MoviesSceneDIContainer.Dependencies(
            sourceOption: .tmdb,
            moviesRepository: movies, movieDetailsRepository: movies, movieStoryRepository: movies,
            makePosterImagesRepository: {
                Self.tmdbPosterImages(fetcher: fetcher, client: client, cache: cache, mode: mode)
            },
            makePosterFilesRepository: Self.posterFiles,
            queriesRepository: queries, makeMovieListsRepository: { Self.tmdbLists(fetcher: fetcher) },
            defaultOptions: MovieSearchOptions(language: configuration.language), genres: Genre.allCases)
    }
}

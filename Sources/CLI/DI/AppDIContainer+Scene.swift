import CurlHTTP
import MoviesData
import MoviesDomain
import MoviesPresentation
import ResponseCache

extension AppDIContainer {
    /// The movies scene over the source `arguments` choose: `--source`, else the `source`
    /// setting, else TMDB when credentials are set, else the offline catalog (with a one-line
    /// notice saying how to use TMDB). Settings are the environment over the settings file.
    /// `missingCredentials` is what a TMDB source asked for without credentials says.
    func makeMoviesSceneDIContainer(
        _ arguments: SourceArguments, missingCredentials: String = tmdbNeedsCredentials
    ) throws(AppSetupFailure) -> MoviesSceneDIContainer {
        // Every setting is checked first, whichever source answers: a bad one is a usage error.
        let environment = try settings()
        let timeouts = try NetworkTimeouts.fromEnvironment(environment)
        let tmdb: TMDBConfiguration?
        do throws(TMDBConfigurationError) {
            tmdb = try TMDBConfiguration.fromEnvironment(environment)
        } catch {
            throw AppSetupFailure(message: error.message)
        }
        let queries: FileMoviesQueriesRepository
        do throws(MoviesError) {
            queries = try queriesRepository()
        } catch {
            throw AppSetupFailure(message: ErrorViewModel(error).message, isBadSetting: false)
        }
        let options = MovieSearchOptions(
            language: environment[ConfigKey.language.variable].flatMap { $0.isEmpty ? nil : $0 })
        switch (arguments.source ?? Self.source(environment), tmdb) {
        case (.tmdb, nil):
            throw AppSetupFailure(message: missingCredentials)
        case (.catalog, _):
            return catalogScene(queries: queries)
        case (nil, nil):
            console.err(
                "movies: no TMDB credentials, searching the offline catalog "
                    + "(set TMDB_ACCESS_TOKEN or TMDB_API_KEY to search TMDB)")
            return catalogScene(queries: queries)
        case (_, let tmdb?):
            return try tmdbScene(
                tmdb, timeouts: timeouts, mode: arguments.networkMode, queries: queries, options: options)
        }
    }

    /// What `--source tmdb` without credentials says.
    static let tmdbNeedsCredentials = "--source tmdb needs TMDB_ACCESS_TOKEN or TMDB_API_KEY"

    /// Whether the scene `arguments` choose talks to the network (the spinner is for that).
    func usesNetwork(_ arguments: SourceArguments) -> Bool {
        guard let environment = try? settings() else { return false }
        guard (arguments.source ?? Self.source(environment)) != .catalog, arguments.networkMode != .offline else {
            return false
        }
        return (try? TMDBConfiguration.fromEnvironment(environment)) != nil
    }

    /// The `source` setting (`MOVIES_SOURCE`, checked by `Settings`), `nil` when unset.
    private static func source(_ environment: [String: String]) -> MoviesSourceKind? {
        environment[ConfigKey.source.variable].flatMap(MoviesSourceKind.init(rawValue:))
    }

    // MARK: - Sources

    /// The offline catalog. Swapping TMDB for it is this one repository.
    private func catalogScene(queries: FileMoviesQueriesRepository) -> MoviesSceneDIContainer {
        MoviesSceneDIContainer(
            dependencies: .init(
                source: .catalog,
                moviesRepository: CatalogMoviesRepository(),
                posterImagesRepository: CatalogPosterImagesRepository(),
                posterFilesRepository: FilePosterFilesRepository(),
                queriesRepository: queries))
    }

    /// TMDB over libcurl (made at the first request), behind the response cache.
    private func tmdbScene(
        _ configuration: TMDBConfiguration, timeouts: NetworkTimeouts, mode: NetworkMode,
        queries: FileMoviesQueriesRepository, options: MovieSearchOptions
    ) throws(AppSetupFailure) -> MoviesSceneDIContainer {
        let cache: FileJSONResponseCache
        do throws(MoviesError) {
            cache = try responseCache()
        } catch {
            throw AppSetupFailure(message: ErrorViewModel(error).message, isBadSetting: false)
        }
        let clientConfiguration = timeouts.clientConfiguration(
            userAgent: "movies/\(MoviesVersion.current)", caBundlePath: NetworkTimeouts.caBundlePath(environment))
        let client = OnDemandHTTPClient { CurlHTTPClient(configuration: clientConfiguration) }
        let fetcher = CachedTMDBFetcher(
            wrapping: TMDBNetworkFetcher(
                configuration: configuration, client: client, retryPolicy: timeouts.retryPolicy,
                timeout: timeouts.total),
            cache: cache, baseURL: configuration.baseURL, mode: Self.cacheMode(mode), notices: notices)
        let posters = TMDBPosterImagesRepository(fetcher: fetcher, client: client)
        return MoviesSceneDIContainer(
            dependencies: .init(
                source: .tmdb,
                moviesRepository: TMDBMoviesRepository(fetcher: fetcher),
                posterImagesRepository: posters,
                posterFilesRepository: FilePosterFilesRepository(),
                queriesRepository: queries,
                defaultOptions: options))
    }

    private static func cacheMode(_ mode: NetworkMode) -> ResponseCacheMode {
        switch mode {
        case .normal: .normal
        case .refresh: .refresh
        case .offline: .offline
        }
    }
}

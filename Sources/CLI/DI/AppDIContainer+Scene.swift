import CurlHTTP
import MoviesData
import MoviesDomain
import MoviesPresentation
import ResponseCache

extension AppDIContainer {
    /// The movies scene over the source `arguments` choose: `--source`, else the `source`
    /// setting, else TMDB when credentials are set, else the offline catalog (with a one-line
    /// notice saying how to use TMDB), as the run's `AppConfiguration` says.
    /// `missingCredentials` is what a TMDB source asked for without credentials says.
    func makeMoviesSceneDIContainer(
        _ arguments: SourceArguments, missingCredentials: String = tmdbNeedsCredentials
    ) throws(AppSetupFailure) -> MoviesSceneDIContainer {
        // Every setting is checked first, whichever source answers: a bad one is a usage error.
        let configuration = try self.configuration()
        let queries: FileMoviesQueriesRepository
        do throws(MoviesError) {
            queries = try queriesRepository()
        } catch {
            throw AppSetupFailure(message: ErrorViewModel(error).message, isBadSetting: false)
        }
        switch (arguments.source ?? configuration.source, configuration.tmdb) {
        case (.tmdb, nil):
            throw AppSetupFailure(message: missingCredentials)
        case (.catalog, _):
            return catalogScene(queries: queries)
        case (nil, nil):
            // Under 80 columns, and how to be without it: choosing the catalog says nothing.
            console.err("movies: no TMDB key, searching the offline catalog (--source catalog hides it)")
            return catalogScene(queries: queries)
        case (_, let tmdb?):
            return try tmdbScene(tmdb, configuration, mode: arguments.networkMode, queries: queries)
        }
    }

    /// What `--source tmdb` without credentials says.
    static let tmdbNeedsCredentials = "--source tmdb needs \(EnvironmentVariable.tmdbCredentials)"

    /// Whether the scene `arguments` choose talks to the network (the spinner is for that).
    func usesNetwork(_ arguments: SourceArguments) -> Bool {
        guard let configuration = try? self.configuration() else { return false }
        guard (arguments.source ?? configuration.source) != .catalog, arguments.networkMode != .offline else {
            return false
        }
        return configuration.tmdb != nil
    }

    // MARK: - Sources

    /// The offline catalog. Swapping TMDB for it is this one repository.
    private func catalogScene(queries: FileMoviesQueriesRepository) -> MoviesSceneDIContainer {
        MoviesSceneDIContainer(
            dependencies: .init(
                sourceOption: .catalog,
                moviesRepository: CatalogMoviesRepository(),
                makePosterImagesRepository: { CatalogPosterImagesRepository() },
                makePosterFilesRepository: { FilePosterFilesRepository() },
                queriesRepository: queries, makeMovieListsRepository: { CatalogMoviesRepository() }))
    }

    /// TMDB over libcurl (made at the first request), behind the response cache.
    private func tmdbScene(
        _ tmdb: TMDBConfiguration, _ configuration: AppConfiguration, mode: NetworkMode,
        queries: FileMoviesQueriesRepository
    ) throws(AppSetupFailure) -> MoviesSceneDIContainer {
        let cache: FileJSONResponseCache
        do throws(MoviesError) {
            cache = try responseCache()
        } catch {
            throw AppSetupFailure(message: ErrorViewModel(error).message, isBadSetting: false)
        }
        let timeouts = configuration.timeouts
        let cachePolicy = Self.cacheMode(mode)
        let clientConfiguration = timeouts.clientConfiguration(
            userAgent: "movies/\(MoviesVersion.current)", caBundlePath: configuration.caBundlePath)
        let client = OnDemandHTTPClient { CurlHTTPClient(configuration: clientConfiguration) }
        let fetcher = CachedTMDBFetcher(
            wrapping: TMDBNetworkFetcher(
                configuration: tmdb, client: client, retryPolicy: timeouts.retryPolicy, timeout: timeouts.total),
            cache: cache, baseURL: tmdb.baseURL, mode: cachePolicy, notices: notices)
        return MoviesSceneDIContainer(
            dependencies: .init(
                sourceOption: .tmdb,
                moviesRepository: TMDBMoviesRepository(fetcher: fetcher),
                makePosterImagesRepository: {
                    TMDBPosterImagesRepository(fetcher: fetcher, client: client, cache: cache, mode: cachePolicy)
                },
                makePosterFilesRepository: { FilePosterFilesRepository() },
                queriesRepository: queries, makeMovieListsRepository: { TMDBMovieListsRepository(fetcher: fetcher) },
                defaultOptions: MovieSearchOptions(language: configuration.language)))
    }

    private static func cacheMode(_ mode: NetworkMode) -> ResponseCacheMode {
        switch mode {
        case .normal: .normal
        case .refresh: .refresh
        case .offline: .offline
        }
    }
}

import MoviesData
import MoviesDomain
import MoviesPresentation

/// Builds the movies search scene (the iOS sample's `MoviesSceneDIContainer`): its use cases
/// over the repositories it is given, its view models, and its flow coordinator, whose
/// dependencies protocol it implements. Which repositories stand behind it (TMDB or the
/// catalog) is decided by `AppDIContainer`.
@MainActor
final class MoviesSceneDIContainer {
    /// The repositories and settings the scene is built on.
    struct Dependencies {
        /// Which `--source` the scene answers for: TMDB, or the offline source (the catalog, or
        /// whatever repository stands in its place); views say so (`catalog` in JSON, the source's
        /// name after a text summary).
        let sourceOption: SourceOption
        let moviesRepository: any MoviesRepository
        /// Makes the posters' repository, once, when a screen first needs posters: a search
        /// needs none.
        let makePosterImagesRepository: @MainActor () -> any PosterImagesRepository
        /// Makes where the posters the user asks to keep are saved (`show --poster`, `p`).
        let makePosterFilesRepository: @MainActor () -> any PosterFilesRepository
        let queriesRepository: any MoviesQueriesRepository
        var makeMovieListsRepository: (@MainActor () -> any MovieListsRepository)?
        /// What a search that names no option is refined with (the `language` setting).
        var defaultOptions = MovieSearchOptions()
        /// The genres the source's movies carry, which `--genre` may name: every one (TMDB), or
        /// the catalog's seven flags but "Short".
        var genres = Genre.allCases
    }

    let dependencies: Dependencies
    /// The posters' repositories, made when the details first need posters.
    lazy var posterImagesRepository = dependencies.makePosterImagesRepository()
    lazy var posterFilesRepository = dependencies.makePosterFilesRepository()

    /// Which `--source` the scene answers for.
    var sourceOption: SourceOption { dependencies.sourceOption }
    /// What a search that names no option is refined with.
    var defaultOptions: MovieSearchOptions { dependencies.defaultOptions }
    /// The genres the source's movies carry, which `--genre` may name.
    var genres: [Genre] { dependencies.genres }
    /// How a search screen first shows its results: the command's `--sort` and filters, if any.
    var arrangement: MovieArrangement?
    /// The country details (and lists that take one) are for, as the command chose; `nil`: the US.
    var region: MovieRegion?
    /// Whether a search may ask for several pages at once (`--pages`, `--limit`): the use case
    /// then fetches them together (`MultiPageSearchMoviesInteractor`).
    var fetchesSeveralPages = false
    /// Whether the screens show lists without a query (the lists, the full screen): made only then.
    var browsesLists = false

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// `genre`'s number in `--json`'s `genre_ids`: TMDB's (Data's table), whichever the source.
    nonisolated func genreID(_ genre: Genre) -> Int { genre.tmdbID }

    // MARK: - Use cases

    func makeSearchMoviesUseCase() -> any SearchMoviesUseCase {
        let search = SearchMoviesInteractor(
            moviesRepository: dependencies.moviesRepository, queriesRepository: dependencies.queriesRepository)
        return fetchesSeveralPages ? MultiPageSearchMoviesInteractor(wrapping: search) : search
    }

    func makeFetchRecentMovieQueriesUseCase() -> any FetchRecentMovieQueriesUseCase {
        FetchRecentMovieQueriesInteractor(queriesRepository: dependencies.queriesRepository)
    }

    func makeClearRecentMovieQueriesUseCase() -> any ClearRecentMovieQueriesUseCase {
        ClearRecentMovieQueriesInteractor(queriesRepository: dependencies.queriesRepository)
    }

    // MARK: - Flow

    func makeMoviesSearchFlowCoordinator(router: any Router) -> MoviesSearchFlowCoordinator {
        MoviesSearchFlowCoordinator(router: router, dependencies: self)
    }
}

// MARK: - MoviesSearchFlowCoordinatorDependencies

extension MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        var options = dependencies.defaultOptions
        options.arrangement = arrangement
        let lists = (browsesLists ? dependencies.makeMovieListsRepository?() : nil).map(FetchMovieListInteractor.init)
        return MoviesListViewModel(
            searchMoviesUseCase: makeSearchMoviesUseCase(), fetchMovieListUseCase: lists, defaultOptions: options,
            actions: actions)
    }

    func makeMoviesQueryListViewModel(
        didSelect: @escaping MoviesQueryListViewModel.DidSelect
    ) -> MoviesQueryListViewModel {
        MoviesQueryListViewModel(
            fetchRecentMovieQueriesUseCase: makeFetchRecentMovieQueriesUseCase(), didSelect: didSelect)
    }

    var movieListDefaults: (language: String?, region: String?) { (dependencies.defaultOptions.language, region?.code) }
}

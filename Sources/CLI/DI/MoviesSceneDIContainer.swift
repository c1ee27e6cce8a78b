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
        let movieDetailsRepository: any MovieDetailsRepository
        /// Where the details screen reads a film's story; `nil`: the source tells none.
        let movieStoryRepository: (any MovieStoryRepository)?
        /// Makes the posters' repository, once, when a screen first needs posters: a search
        /// needs none.
        let makePosterImagesRepository: @MainActor () -> any PosterImagesRepository
        /// Makes where the posters the user asks to keep are saved (`show --poster`, `p`).
        let makePosterFilesRepository: @MainActor () -> any PosterFilesRepository
        let queriesRepository: any MoviesQueriesRepository
        let makeMovieListsRepository: @MainActor () -> any MovieListsRepository
        /// What a search that names no option is refined with (the `language` setting).
        let defaultOptions: MovieSearchOptions
        /// The genres the source's movies carry, which `--genre` may name: every one (TMDB), or
        /// the catalog's seven flags but "Short".
        let genres: [Genre]
    }

    let dependencies: Dependencies
    let choices: MoviesSceneChoices
    /// The posters' repositories, made when the details first need posters (a search needs none).
    private(set) lazy var posterImagesRepository = dependencies.makePosterImagesRepository()
    private(set) lazy var posterFilesRepository = dependencies.makePosterFilesRepository()

    init(dependencies: Dependencies, choices: MoviesSceneChoices) {
        self.dependencies = dependencies
        self.choices = choices
    }

    // MARK: - Use cases

    func makeSearchMoviesUseCase() -> any SearchMoviesUseCase {
        let search = SearchMoviesInteractor(
            moviesRepository: dependencies.moviesRepository, queriesRepository: dependencies.queriesRepository)
        return choices.fetchesSeveralPages ? MultiPageSearchMoviesInteractor(wrapping: search) : search
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

    /// What a command or a view receives of the scene: a new router, its coordinator, the source.
    func makeMoviesSceneFlow() -> MoviesSceneFlow {
        let router = TerminalRouter()
        return MoviesSceneFlow(
            router: router, coordinator: makeMoviesSearchFlowCoordinator(router: router),
            sourceOption: dependencies.sourceOption, genreID: { $0.tmdbID },  // TMDB's, whatever the source
            language: dependencies.defaultOptions.language, region: choices.region?.code)
    }
}

// MARK: - MoviesSearchFlowCoordinatorDependencies

extension MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        var options = dependencies.defaultOptions
        options.arrangement = choices.arrangement
        let lists = choices.browsesLists ? dependencies.makeMovieListsRepository() : nil
        return MoviesListViewModel(
            searchMoviesUseCase: makeSearchMoviesUseCase(),
            fetchMovieListUseCase: lists.map(FetchMovieListInteractor.init), defaultOptions: options, actions: actions)
    }

    func makeMoviesQueryListViewModel(
        didSelect: @escaping MoviesQueryListViewModel.DidSelect
    ) -> MoviesQueryListViewModel {
        MoviesQueryListViewModel(
            fetchRecentMovieQueriesUseCase: makeFetchRecentMovieQueriesUseCase(),
            clearRecentMovieQueriesUseCase: makeClearRecentMovieQueriesUseCase(), didSelect: didSelect)
    }

    var movieListDefaults: (language: String?, region: String?) {
        (dependencies.defaultOptions.language, choices.region?.code)
    }
}

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
        /// The search's source: the core path.
        let moviesRepository: any MoviesRepository
        /// Where the details screen reads a movie's details.
        let movieDetailsRepository: any MovieDetailsRepository
        /// Where the details screen reads a film's story (credits, certification, trailer, where
        /// to watch); `nil` for a source that tells none: the screen shows the details alone.
        let movieStoryRepository: (any MovieStoryRepository)?
        /// Makes the posters' repository, once, when a screen first needs posters: a search
        /// needs none.
        let makePosterImagesRepository: @MainActor () -> any PosterImagesRepository
        /// Makes where the posters the user asks to keep are saved (`show --poster`, `p`).
        let makePosterFilesRepository: @MainActor () -> any PosterFilesRepository
        let queriesRepository: any MoviesQueriesRepository
        /// Makes the lists' repository when a command shows lists (`Choices.browsesLists`).
        let makeMovieListsRepository: (@MainActor () -> any MovieListsRepository)?
        /// What a search that names no option is refined with (the `language` setting).
        let defaultOptions: MovieSearchOptions
        /// The genres the source's movies carry, which `--genre` may name: every one (TMDB), or
        /// the catalog's seven flags but "Short".
        let genres: [Genre]

        /// A source's repositories: no lists, no default option and every genre unless told.
        init(
            sourceOption: SourceOption, moviesRepository: any MoviesRepository,
            movieDetailsRepository: any MovieDetailsRepository, movieStoryRepository: (any MovieStoryRepository)?,
            makePosterImagesRepository: @escaping @MainActor () -> any PosterImagesRepository,
            makePosterFilesRepository: @escaping @MainActor () -> any PosterFilesRepository,
            queriesRepository: any MoviesQueriesRepository,
            makeMovieListsRepository: (@MainActor () -> any MovieListsRepository)? = nil,
            defaultOptions: MovieSearchOptions = MovieSearchOptions(), genres: [Genre] = Genre.allCases
        ) {
            self.sourceOption = sourceOption
            self.moviesRepository = moviesRepository
            self.movieDetailsRepository = movieDetailsRepository
            self.movieStoryRepository = movieStoryRepository
            self.makePosterImagesRepository = makePosterImagesRepository
            self.makePosterFilesRepository = makePosterFilesRepository
            self.queriesRepository = queriesRepository
            self.makeMovieListsRepository = makeMovieListsRepository
            self.defaultOptions = defaultOptions
            self.genres = genres
        }
    }

    let dependencies: Dependencies
    /// What the run chose beside the source, fixed when the scene is made.
    let choices: Choices
    /// The posters' repositories, made when the details first need posters (a search needs none),
    /// then kept: the only state the scene keeps, and no caller sees it change.
    private(set) lazy var posterImagesRepository = dependencies.makePosterImagesRepository()
    private(set) lazy var posterFilesRepository = dependencies.makePosterFilesRepository()

    /// Which `--source` the scene answers for.
    var sourceOption: SourceOption { dependencies.sourceOption }
    /// The genres the source's movies carry, which `--genre` may name.
    var genres: [Genre] { dependencies.genres }

    /// The scene over `dependencies`, as the run chose (`choices`).
    init(dependencies: Dependencies, choices: Choices = Choices()) {
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

    /// What a command or a view receives of the scene: a new router, the coordinator over it, and
    /// what the views say of the source.
    func makeMoviesSceneFlow() -> MoviesSceneFlow {
        let router = TerminalRouter()
        return MoviesSceneFlow(
            router: router, coordinator: makeMoviesSearchFlowCoordinator(router: router),
            // `--json`'s `genre_ids` are TMDB's numbers (Data's table), whichever the source.
            sourceOption: dependencies.sourceOption, genreID: { $0.tmdbID },
            language: dependencies.defaultOptions.language, region: choices.region?.code)
    }
}

// MARK: - MoviesSearchFlowCoordinatorDependencies

extension MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        var options = dependencies.defaultOptions
        options.arrangement = choices.arrangement
        let lists = (choices.browsesLists ? dependencies.makeMovieListsRepository?() : nil).map(FetchMovieListInteractor.init)
        return MoviesListViewModel(
            searchMoviesUseCase: makeSearchMoviesUseCase(), fetchMovieListUseCase: lists, defaultOptions: options,
            actions: actions)
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

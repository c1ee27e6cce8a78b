import MoviesData
import MoviesDomain
import MoviesPresentation

/// Builds the movies search scene (the iOS sample's `MoviesSceneDIContainer`): its use cases
/// over the repositories it is given, its view models, and its flow coordinator, whose
/// dependencies protocol it implements. Which repositories stand behind it (TMDB or the
/// catalog) is decided by `AppDIContainer`.
@MainActor
final class MoviesSceneDIContainer {
    let dependencies: Dependencies
    let choices: MoviesSceneChoices

    init(dependencies: Dependencies, choices: MoviesSceneChoices) {
        self.dependencies = dependencies
        self.choices = choices
    }

    // MARK: - Use cases

    func makeSearchMoviesUseCase() -> any SearchMoviesUseCase {
        let search = SearchMoviesInteractor(
            moviesRepository: dependencies.moviesRepository, queriesRepository: dependencies.queriesRepository)
        return choices.fetchesSeveralPages ? severalPages(search) : search
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
            language: dependencies.defaultOptions.language, region: choices.region?.code,
            genres: dependencies.genres)
    }
}

// MARK: - MoviesSearchFlowCoordinatorDependencies

extension MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        var options = dependencies.defaultOptions
        options.arrangement = choices.arrangement
        return MoviesListViewModel(
            searchMoviesUseCase: makeSearchMoviesUseCase(), defaultOptions: options, actions: actions,
            sourceName: dependencies.sourceOption == .tmdb ? "TMDB" : "the offline catalog")
    }
}

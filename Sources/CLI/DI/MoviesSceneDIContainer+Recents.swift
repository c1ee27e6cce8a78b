import MoviesDomain
import MoviesPresentation

/// The recent queries' screen: the suggestions over the search, `movies recent` (and `--clear`).
extension MoviesSceneDIContainer {
    func makeFetchRecentMovieQueriesUseCase() -> any FetchRecentMovieQueriesUseCase {
        FetchRecentMovieQueriesInteractor(queriesRepository: dependencies.queriesRepository)
    }

    func makeClearRecentMovieQueriesUseCase() -> any ClearRecentMovieQueriesUseCase {
        ClearRecentMovieQueriesInteractor(queriesRepository: dependencies.queriesRepository)
    }

    /// The suggestions' view model (`MoviesSearchFlowCoordinatorDependencies`).
    func makeMoviesQueryListViewModel(
        didSelect: @escaping MoviesQueryListViewModel.DidSelect
    ) -> MoviesQueryListViewModel {
        MoviesQueryListViewModel(
            fetchRecentMovieQueriesUseCase: makeFetchRecentMovieQueriesUseCase(),
            clearRecentMovieQueriesUseCase: makeClearRecentMovieQueriesUseCase(), didSelect: didSelect)
    }
}

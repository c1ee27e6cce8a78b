import MoviesDomain
import MoviesPresentation

/// The lists without a query: `movies popular`, `discover`, `person`, …, the full screen's lists
/// and a movie's similar movies. Their repository is made when a list is first shown.
extension MoviesSceneDIContainer: MovieListFlowDependencies {
    func makeFetchMovieListUseCase() -> any FetchMovieListUseCase {
        FetchMovieListInteractor(listsRepository: dependencies.makeMovieListsRepository())
    }

    /// A list's view model; a language or region `request` leaves out is the scene's.
    func makeMovieListViewModel(request: MovieListRequest) -> MovieListViewModel {
        var request = request
        request.language = request.language ?? dependencies.defaultOptions.language
        request.region = request.region ?? choices.region?.code
        return MovieListViewModel(request: request, fetchMovieListUseCase: makeFetchMovieListUseCase())
    }
}

import MoviesData
import MoviesDomain
import MoviesPresentation

// MARK: - Lists without a query

extension MoviesSceneDIContainer {
    /// The region every list asks for (TMDB's `region`: the releases of that country); `nil`
    /// leaves TMDB's default. This is where the region setting (`--region`, `MOVIES_REGION`, the
    /// locale) is wired when it comes.
    var region: String? { nil }

    /// The lists' use case, over the scene's lists repository; `nil` when the scene has none.
    func makeFetchMovieListUseCase() -> (any FetchMovieListUseCase)? {
        dependencies.movieListsRepository.map { FetchMovieListInteractor(listsRepository: $0) }
    }
}

// MARK: - MoviesSearchFlowCoordinatorDependencies

extension MoviesSceneDIContainer {
    /// The first page of `list` in the scene's language (the `language` setting) and region.
    func makeMovieListRequest(_ list: MovieList) -> MovieListRequest {
        MovieListRequest(list: list, language: defaultOptions.language, region: region)
    }
}

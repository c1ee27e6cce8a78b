import MoviesDomain

// MARK: - Lists without a query

extension MoviesSearchFlowCoordinator {
    /// Pushes a results screen showing `list` (a movie's similar movies, from its details) and
    /// returns once it has loaded. Enter opens a movie's details over it, back returns to the
    /// screen under it, as after a search.
    func showMovieList(_ list: MovieList) async {
        let actions = MoviesListViewModelActions(showMovieDetails: { [weak self] movie in
            await self?.showMovieDetails(id: movie.id, movie: movie)
        })
        let viewModel = dependencies.makeMoviesListViewModel(actions: actions)
        router.push(.moviesList(viewModel)) {}
        let (language, region) = dependencies.movieListDefaults
        await viewModel.browse(MovieListRequest(list: list, language: language, region: region))
    }
}

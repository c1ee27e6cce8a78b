import MoviesDomain

/// What the lists' slice needs made for it; the DI container provides it.
@MainActor
public protocol MovieListFlowDependencies {
    /// The view model of `request`'s list; a language or region it leaves out is the scene's.
    func makeMovieListViewModel(request: MovieListRequest) -> MovieListViewModel
}

// MARK: - Lists without a query

extension MoviesSearchFlowCoordinator {
    /// Where `movies popular`, `movies person NAME`, … enter the flow: the search screen as the
    /// root, showing `request`'s list in place of a search's results. Returns the list's view
    /// model (what a list says beside its movies, a person's credits) once it has loaded.
    @discardableResult
    public func start(browsing request: MovieListRequest) async -> MovieListViewModel {
        let list = dependencies.makeMovieListViewModel(request: request)
        await showMoviesList().show(list)
        return list
    }

    /// Shows `request`'s list on the search screen at the root, in place of its results (the
    /// full screen's lists to browse), and returns once it has loaded.
    public func browse(_ request: MovieListRequest) async {
        await moviesList?.show(dependencies.makeMovieListViewModel(request: request))
    }

    /// Pushes a results screen showing `request`'s list (a movie's similar movies, from its
    /// details) and returns once it has loaded. Enter opens a movie's details over it, back
    /// returns to the screen under it, as after a search; `onLeave` runs when the list leaves.
    func showMovieList(_ request: MovieListRequest, onLeave: @escaping @MainActor () -> Void) async {
        let actions = MoviesListViewModelActions(showMovieDetails: { [weak self] movie in
            await self?.showMovieDetails(id: movie.id, movie: movie)
        })
        let viewModel = dependencies.makeMoviesListViewModel(actions: actions)
        router.push(.moviesList(viewModel), onLeave: onLeave)
        await viewModel.show(dependencies.makeMovieListViewModel(request: request))
    }
}

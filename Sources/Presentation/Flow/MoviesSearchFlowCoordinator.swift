import MoviesDomain

/// What the movies search flow needs made for it (as in the iOS sample), implemented by the
/// CLI's DI container, the only place that knows which repositories stand behind the use cases.
@MainActor
public protocol MoviesSearchFlowCoordinatorDependencies: MovieDetailsCoordinatorDependencies {
    /// The search screen's view model, navigating through `actions`.
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel
    /// The suggestions' view model; `didSelect` runs a chosen query.
    func makeMoviesQueryListViewModel(
        didSelect: @escaping MoviesQueryListViewModel.DidSelect
    ) -> MoviesQueryListViewModel
    /// What the scene asks every list (`MovieListRequest`): its language and its region (`nil`:
    /// the source's default).
    var movieListDefaults: (language: String?, region: String?) { get }
}

/// Owns the navigation of the movies search (the iOS sample's `MoviesSearchFlowCoordinator`):
/// the search screen at the root, the suggestions presented over it, and a child coordinator
/// per details screen, released when that screen leaves. The router holds it only weakly.
@MainActor
public final class MoviesSearchFlowCoordinator {
    /// The details flows under way, one per details screen on the stack.
    public private(set) var childCoordinators: [MovieDetailsCoordinator] = []
    /// The result each finished child reported, oldest first.
    public private(set) var finishedChildResults: [MovieDetailsCoordinatorResult] = []

    let router: any Router
    let dependencies: any MoviesSearchFlowCoordinatorDependencies
    private weak var moviesList: MoviesListViewModel?
    private weak var querySuggestions: MoviesQueryListViewModel?

    /// A flow showing its screens through `router`, made by `dependencies`.
    public init(router: any Router, dependencies: any MoviesSearchFlowCoordinatorDependencies) {
        self.router = router
        self.dependencies = dependencies
    }

    /// Shows the search screen as the root, then goes to `deepLink`; returns once the screen
    /// it leads to has loaded.
    public func start(at deepLink: MoviesSearchDeepLink = .recentQueries) async {
        let moviesList = showMoviesList()
        switch deepLink {
        case .search(let query, let year, let options, let page, let pageCount):
            await moviesList.search(query, year: year, options: options, page: page, pageCount: pageCount)
        case .movieDetails(let id):
            await showMovieDetails(id: id, movie: nil)
        case .movieList(let request):
            await moviesList.browse(request)
        case .recentQueries:
            await moviesList.showQuerySuggestions()
        }
    }
}

extension MoviesSearchFlowCoordinator {
    private func showMoviesList() -> MoviesListViewModel {
        let actions = MoviesListViewModelActions(
            showMovieDetails: { [weak self] movie in await self?.showMovieDetails(id: movie.id, movie: movie) },
            showMovieQueriesSuggestions: { [weak self] didSelect in
                await self?.showQuerySuggestions(didSelect: didSelect)
            },
            closeMovieQueriesSuggestions: { [weak self] in self?.closeQuerySuggestions() }
        )
        let viewModel = dependencies.makeMoviesListViewModel(actions: actions)
        moviesList = viewModel
        router.setRoot(.moviesList(viewModel)) {}
        return viewModel
    }

    func showMovieDetails(id: Movie.ID, movie: Movie?) async {
        let child = MovieDetailsCoordinator(movieID: id, router: router, dependencies: dependencies) {
            [weak self] child, result in
            self?.childDidFinish(child, with: result)
        }
        child.showSimilarMovies = { [weak self] id in await self?.showMovieList(.similar(id)) }
        childCoordinators.append(child)
        await child.start(movie: movie)
    }

    private func showQuerySuggestions(didSelect: @escaping MoviesQueryListViewModel.DidSelect) async {
        let viewModel = dependencies.makeMoviesQueryListViewModel(didSelect: didSelect)
        querySuggestions = viewModel
        router.present(.moviesQueryList(viewModel)) { [weak self, weak viewModel] in
            // Another suggestions screen may have replaced this one: forget only this one.
            if let self, self.querySuggestions === viewModel { self.querySuggestions = nil }
        }
        await viewModel.load()
    }

    private func closeQuerySuggestions() {
        guard querySuggestions != nil else { return }
        querySuggestions = nil
        router.dismiss()
    }

    private func childDidFinish(_ child: MovieDetailsCoordinator, with result: MovieDetailsCoordinatorResult) {
        childCoordinators.removeAll { $0 === child }
        finishedChildResults.append(result)
    }
}

import MoviesDomain

/// Owns the navigation of the movies search (the iOS sample's `MoviesSearchFlowCoordinator`):
/// the search screen at the root, the suggestions presented over it, and a child coordinator
/// per details screen, released when that screen leaves. The router holds it only weakly.
@MainActor
public final class MoviesSearchFlowCoordinator {
    /// The details flows under way, one per details screen on the stack.
    public internal(set) var childCoordinators: [MovieDetailsCoordinator] = []
    /// The result each finished child reported, oldest first.
    public internal(set) var finishedChildResults: [MovieDetailsCoordinatorResult] = []

    let router: any Router
    let dependencies: any MoviesSearchFlowCoordinatorDependencies
    /// The search screen at the root, which lists are shown on too (`browse(_:)`).
    weak var moviesList: MoviesListViewModel?
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
        case .recentQueries:
            await moviesList.showQuerySuggestions()
        }
    }
}

extension MoviesSearchFlowCoordinator {
    func showMoviesList() -> MoviesListViewModel {
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
}

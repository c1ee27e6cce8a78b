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
    /// What the scene asks every list (`MovieListRequest`): its language and its region (`nil` in
    /// the CLI's container until the region setting is wired there).
    var movieListDefaults: (language: String?, region: String?) { get }
}

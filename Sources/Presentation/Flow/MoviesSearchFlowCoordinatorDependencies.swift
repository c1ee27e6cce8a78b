/// What the movies search flow needs made for it (as in the iOS sample), implemented by the
/// CLI's DI container, the only place that knows which repositories stand behind the use cases.
/// The slices' screens are made by the protocols it refines, one a slice.
@MainActor
public protocol MoviesSearchFlowCoordinatorDependencies: MovieDetailsCoordinatorDependencies,
    MovieListFlowDependencies
{
    /// The search screen's view model, navigating through `actions`.
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel
    /// The suggestions' view model; `didSelect` runs a chosen query.
    func makeMoviesQueryListViewModel(
        didSelect: @escaping MoviesQueryListViewModel.DidSelect
    ) -> MoviesQueryListViewModel
}

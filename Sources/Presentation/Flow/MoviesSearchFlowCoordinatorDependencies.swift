/// What the movies search flow needs made for it (the iOS sample's
/// `MoviesSearchFlowCoordinatorDependencies`). Declared here, implemented by the CLI's DI
/// container, the only place that knows which repositories stand behind the use cases.
@MainActor
public protocol MoviesSearchFlowCoordinatorDependencies: MovieDetailsCoordinatorDependencies {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel
    func makeMoviesQueryListViewModel(
        didSelect: @escaping MoviesQueryListViewModel.DidSelect
    ) -> MoviesQueryListViewModel
}

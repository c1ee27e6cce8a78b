import MoviesPresentation

/// The view model a screen carries, when it is of the asked kind.
extension Screen {
    public var moviesList: MoviesListViewModel? {
        if case .moviesList(let viewModel) = self { viewModel } else { nil }
    }

    public var moviesQueryList: MoviesQueryListViewModel? {
        if case .moviesQueryList(let viewModel) = self { viewModel } else { nil }
    }

    public var movieDetails: MovieDetailsViewModel? {
        if case .movieDetails(let viewModel) = self { viewModel } else { nil }
    }
}

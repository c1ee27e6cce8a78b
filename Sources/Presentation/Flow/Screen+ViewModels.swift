extension Screen: Equatable {
    /// Two screens are the same when they show the same view model instance.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.viewModelID == rhs.viewModelID
    }

    private var viewModelID: ObjectIdentifier {
        switch self {
        case .moviesList(let viewModel): ObjectIdentifier(viewModel)
        case .moviesQueryList(let viewModel): ObjectIdentifier(viewModel)
        case .movieDetails(let viewModel): ObjectIdentifier(viewModel)
        }
    }
}

extension Screen {
    /// The search screen's view model, when this is the search screen.
    public var moviesList: MoviesListViewModel? {
        if case .moviesList(let viewModel) = self { viewModel } else { nil }
    }

    /// The suggestions' view model, when this is the recent-queries screen.
    public var moviesQueryList: MoviesQueryListViewModel? {
        if case .moviesQueryList(let viewModel) = self { viewModel } else { nil }
    }

    /// The details' view model, when this is a details screen.
    public var movieDetails: MovieDetailsViewModel? {
        if case .movieDetails(let viewModel) = self { viewModel } else { nil }
    }
}

import MoviesDomain
import MoviesPresentation

/// `MoviesSearchFlowCoordinatorDependencies` that make real view models over use-case doubles,
/// as the CLI's DI container makes them over real use cases, and record what they made. It
/// keeps no view model alive: tests check that screens are released.
@MainActor
public final class MoviesSearchFlowDependenciesDouble: MoviesSearchFlowCoordinatorDependencies {
    public let searchMovies = SearchMoviesUseCaseDouble()
    public let fetchRecentQueries = FetchRecentMovieQueriesUseCaseDouble()
    public let fetchMovieDetails = FetchMovieDetailsUseCaseDouble()
    public let fetchPosterImage = FetchPosterImageUseCaseDouble()
    public let fetchPosterURL = FetchPosterURLUseCaseDouble()
    public let savePoster = SavePosterUseCaseDouble()
    public let fetchMovieList = FetchMovieListUseCaseDouble()
    /// The width details view models fetch posters at; `nil` fetches none.
    public var posterWidth: Int?

    public private(set) var madeMoviesListCount = 0
    public private(set) var madeQueryListCount = 0
    /// The ids and preview movies details view models were made for, in order.
    public private(set) var madeDetails: [(id: Movie.ID, movie: Movie?)] = []

    public init(posterWidth: Int? = nil) {
        self.posterWidth = posterWidth
    }

    // MARK: - MoviesSearchFlowCoordinatorDependencies

    public func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        madeMoviesListCount += 1
        return MoviesListViewModel(searchMoviesUseCase: searchMovies, actions: actions)
    }

    /// A list's view model over `fetchMovieList`; the scene's region is `DE`.
    public func makeMovieListViewModel(request: MovieListRequest) -> MovieListViewModel {
        var request = request
        request.region = request.region ?? "DE"
        return MovieListViewModel(request: request, fetchMovieListUseCase: fetchMovieList)
    }

    public func makeMoviesQueryListViewModel(
        didSelect: @escaping MoviesQueryListViewModel.DidSelect
    ) -> MoviesQueryListViewModel {
        madeQueryListCount += 1
        return MoviesQueryListViewModel(fetchRecentMovieQueriesUseCase: fetchRecentQueries, didSelect: didSelect)
    }

    public func makeMovieDetailsViewModel(
        movieID: Movie.ID, movie: Movie?, actions: MovieDetailsViewModelActions
    ) -> MovieDetailsViewModel {
        madeDetails.append((movieID, movie))
        return MovieDetailsViewModel(
            movieID: movieID,
            movie: movie,
            posterWidth: posterWidth,
            fetchMovieDetailsUseCase: fetchMovieDetails,
            fetchPosterImageUseCase: fetchPosterImage,
            fetchPosterURLUseCase: fetchPosterURL,
            savePosterUseCase: savePoster,
            actions: actions
        )
    }
}

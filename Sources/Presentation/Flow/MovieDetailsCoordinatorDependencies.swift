import MoviesDomain

/// What the details coordinator needs made for it; the DI container provides it.
@MainActor
public protocol MovieDetailsCoordinatorDependencies {
    /// A details view model for `movieID`; `movie` is what the caller already knows of it,
    /// `actions` what the screen asks of the coordinator.
    func makeMovieDetailsViewModel(
        movieID: Movie.ID, movie: Movie?, actions: MovieDetailsViewModelActions
    ) -> MovieDetailsViewModel
}

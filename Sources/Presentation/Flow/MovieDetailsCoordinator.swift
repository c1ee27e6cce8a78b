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

/// A child flow of the movies search: one movie's details screen. It pushes the screen, loads
/// it, and reports once, when the screen leaves, to its parent, which then releases it.
@MainActor
public final class MovieDetailsCoordinator {
    /// Receives the coordinator that finished and how.
    public typealias OnFinish = @MainActor (MovieDetailsCoordinator, MovieDetailsCoordinatorResult) -> Void

    /// The movie whose details this flow shows.
    public let movieID: Movie.ID
    private let router: any Router
    private let dependencies: any MovieDetailsCoordinatorDependencies
    private let onFinish: OnFinish
    /// Weak: the router's screen owns it.
    private weak var viewModel: MovieDetailsViewModel?
    private var didFinish = false
    /// Set by the parent flow, which owns lists: shows the movies like one, and runs the closure as that list leaves.
    public var showSimilarMovies: @MainActor (Movie.ID, @escaping @MainActor () -> Void) async -> Void = { _, _ in }

    /// A details flow for `movieID`, showing its screen through `router`; `onFinish` runs once,
    /// when that screen leaves.
    public init(
        movieID: Movie.ID, router: any Router, dependencies: any MovieDetailsCoordinatorDependencies,
        onFinish: @escaping OnFinish
    ) {
        self.movieID = movieID
        self.router = router
        self.dependencies = dependencies
        self.onFinish = onFinish
    }

    /// Pushes the details of the movie (`movie` shows at once, when known) and returns once
    /// they have loaded.
    public func start(movie: Movie? = nil) async {
        let viewModel = dependencies.makeMovieDetailsViewModel(
            movieID: movieID, movie: movie,
            actions: MovieDetailsViewModelActions(
                close: { [weak self] in self?.close() },
                showSimilarMovies: { [weak self] in
                    guard let self else { return }
                    await self.showSimilarMovies(self.movieID) { [weak self] in self?.detailsShownAgain() }
                }))
        self.viewModel = viewModel
        // Weak: the router keeps this completion; the parent keeps the coordinator until it runs.
        router.push(.movieDetails(viewModel)) { [weak self] in self?.finish() }
        await viewModel.load()
    }

    /// Pops the details screen (on top: the user acted on it); its completion finishes the flow.
    private func close() {
        guard !didFinish else { return }
        router.pop()
    }

    /// The similar movies shown over the details left, and the details show again: details that
    /// failed to load are asked for again, as when they are opened. It runs after the change:
    /// when the list left with the details (back to the search screen), the flow has finished by
    /// then and asks nothing.
    private func detailsShownAgain() {
        Task { [weak self] in
            guard let self, !self.didFinish else { return }
            await self.viewModel?.loadAgainIfFailed()
        }
    }

    private func finish() {
        guard !didFinish else { return }
        didFinish = true
        onFinish(self, .closed(movieID: movieID, loaded: viewModel?.details != nil))
    }
}

/// Fetches the details of one movie.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The details of the movie with `id`; `MoviesError.notFound` when there is none.
    func execute(id: Movie.ID) async throws(MoviesError) -> MovieDetails
}

// MARK: - Interactor

/// `FetchMovieDetailsUseCase` over a movies repository.
public struct FetchMovieDetailsInteractor: FetchMovieDetailsUseCase {
    private let moviesRepository: any MoviesRepository

    /// A use case reading details from `moviesRepository`.
    public init(moviesRepository: any MoviesRepository) {
        self.moviesRepository = moviesRepository
    }

    /// The details of the movie with `id`.
    public func execute(id: Movie.ID) async throws(MoviesError) -> MovieDetails {
        try await moviesRepository.movieDetails(id: id)
    }
}

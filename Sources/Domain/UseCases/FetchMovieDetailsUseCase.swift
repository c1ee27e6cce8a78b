/// Fetches the details of one movie.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The details of the movie with `id`, in `language` where the source has it;
    /// `MoviesError.notFound` when there is none.
    func execute(id: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails
}

// MARK: - Interactor

/// `FetchMovieDetailsUseCase` over a details repository.
public struct FetchMovieDetailsInteractor: FetchMovieDetailsUseCase {
    private let detailsRepository: any MovieDetailsRepository

    /// A use case reading details from `detailsRepository`.
    public init(detailsRepository: any MovieDetailsRepository) {
        self.detailsRepository = detailsRepository
    }

    /// The details of the movie with `id`, in `language`.
    public func execute(id: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails {
        try await detailsRepository.movieDetails(id: id, language: language)
    }
}

/// Where a movie's details come from (`movies show`, the details screen): beside
/// `MoviesRepository`, so that a search never depends on it.
public protocol MovieDetailsRepository: Sendable {
    /// The details of the movie with `id`, in `language` (`de-DE`) where the source has it (a
    /// source of one language ignores it); `MoviesError.notFound` when there is no such movie.
    func movieDetails(id: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails
}

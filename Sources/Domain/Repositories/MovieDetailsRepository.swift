/// Where a movie's details come from (`movies show`, the details screen): beside
/// `MoviesRepository`, so that a search never depends on it.
public protocol MovieDetailsRepository: Sendable {
    /// The details of the movie with `id`; `MoviesError.notFound` when there is no such movie.
    func movieDetails(id: Movie.ID) async throws(MoviesError) -> MovieDetails
}

/// Fetches the details of one movie.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The details of the movie with `id`; `MoviesError.notFound` when there is none.
    func execute(id: Movie.ID) async throws(MoviesError) -> MovieDetails
}

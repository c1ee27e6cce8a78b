/// Fetches the details of one movie.
public protocol FetchMovieDetailsUseCase: Sendable {
    func execute(id: Movie.ID) async throws(MoviesError) -> MovieDetails
}

import MoviesDomain

extension TMDBMoviesRepository: MovieDetailsRepository {
    /// The details of movie `id`; an answer about another movie is refused, and so never cached.
    public func movieDetails(id: Movie.ID) async throws(MoviesError) -> MovieDetails {
        // TMDB's ids are written bare; a prefixed one is another source's.
        guard id.prefix.isEmpty else { throw .notFound(message: "\(id) is not a TMDB id.") }
        let decode = { @Sendable (bytes: [UInt8]) throws(MoviesError) -> MovieDetails in
            let details = try TMDBMovieDetailsDTO.decodeDetails(bytes)
            guard details.movie.id == id else {
                throw .invalidResponse(message: "TMDB answered movie \(id) with movie \(details.movie.id)")
            }
            return details
        }
        return try await fetcher.fetch(.details(id: id), decode: decode, cached: { _ in }).value
    }
}

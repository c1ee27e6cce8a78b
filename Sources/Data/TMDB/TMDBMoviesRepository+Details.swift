import MoviesDomain

extension TMDBMoviesRepository: MovieDetailsRepository {
    /// The details of movie `id` (TMDB's, or an IMDb id TMDB finds) in `language`; an answer about
    /// another movie is refused, and so never cached.
    public func movieDetails(id asked: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails {
        let id = try await tmdbID(of: asked)
        let decode = { @Sendable (bytes: [UInt8]) throws(MoviesError) -> MovieDetails in
            let details = try TMDBMovieDetailsDTO.decodeDetails(bytes)
            guard details.movie.id == id else {
                throw .invalidResponse(message: "TMDB answered movie \(id) with movie \(details.movie.id)")
            }
            return details
        }
        return try await fetcher.fetch(.details(id: id, language: language), decode: decode, cached: { _ in }).value
    }
}

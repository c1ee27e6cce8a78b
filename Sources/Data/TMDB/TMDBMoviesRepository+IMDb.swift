import MoviesDomain

extension TMDBMoviesRepository {
    /// TMDB's own id for `id`: itself when it is TMDB's (bare), the movie TMDB finds when it is an
    /// IMDb id (`tt0137523`, one request, cached as details are); any other prefix is another
    /// source's, which TMDB does not have.
    func tmdbID(of id: Movie.ID) async throws(MoviesError) -> Movie.ID {
        if id.prefix.isEmpty { return id }
        guard id.isIMDb else { throw .notFound(message: "\(id) is not a TMDB id.") }
        let found = try await fetcher.fetch(.find(imdbID: id), decode: TMDBFindDTO.decodeMovieID, cached: { _ in })
        guard let tmdbID = found.value else { throw .notFound(message: "TMDB has no movie with IMDb id \(id).") }
        return tmdbID
    }
}

import MoviesDomain

extension TMDBEndpoint {
    /// `find/{imdb id}?external_source=imdb_id`: the movie TMDB knows by an IMDb id.
    public static func find(imdbID id: Movie.ID) -> TMDBEndpoint {
        TMDBEndpoint(kind: .details, path: "find/\(id)", parameters: ["external_source": "imdb_id"])
    }
}

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

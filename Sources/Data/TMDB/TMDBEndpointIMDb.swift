import MoviesDomain

extension TMDBEndpoint {
    /// `find/{imdb id}?external_source=imdb_id`: the movie TMDB knows by an IMDb id.
    public static func find(imdbID id: Movie.ID) -> TMDBEndpoint {
        TMDBEndpoint(kind: .details, path: "find/\(id)", parameters: ["external_source": "imdb_id"])
    }
}

import MoviesDomain

/// `find/{external_id}?external_source=imdb_id`'s answer, as TMDB documents it: the movies it
/// knows by that id in `movie_results` (one at most, in practice; people and shows beside them
/// are not read). Only the first movie's id is taken.
struct TMDBFindDTO: Decodable {
    /// One movie found: its id alone.
    struct Found: Decodable {
        let id: Int
    }

    let movieResults: [TMDBOptionalElement<Found>]?

    enum CodingKeys: String, CodingKey {
        case movieResults = "movie_results"
    }

    /// The TMDB id of the first movie found, or `nil` when TMDB knows none by the id; a movie
    /// found without a positive id refuses the answer.
    static func decodeMovieID(_ bytes: [UInt8]) throws(MoviesError) -> Movie.ID? {
        let answer = try TMDBJSON.decode(TMDBFindDTO.self, from: bytes)
        guard let first = answer.movieResults?.first else { return nil }
        guard let id = first.value?.id, id > 0 else {
            throw .invalidResponse(message: "TMDB found a movie without a valid id")
        }
        return Movie.ID(number: id)
    }
}

import MoviesDomain

/// One movie of a JSON movies file: TMDB's field names, everything but `id` and `title` optional.
struct JSONFileMovie: Sendable, Decodable {
    /// A genre with its TMDB id and name.
    struct GenreEntry: Sendable, Decodable {
        let id: Int
        let name: String
    }

    let id: Int
    let title: String
    let originalTitle: String?
    let overview: String?
    /// `YYYY-MM-DD`, `YYYY-MM` or `YYYY`.
    let releaseDate: String?
    let posterPath: String?
    let voteAverage: Double?
    let voteCount: Int?
    /// Minutes.
    let runtime: Int?
    let genres: [GenreEntry]?
    let tagline: String?
    let status: String?

    private enum CodingKeys: String, CodingKey {
        case id, title, overview, runtime, genres, tagline, status
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    /// The movie as a search result shows it, its texts bounded as every text from outside is.
    var movie: Movie {
        Movie(
            id: Movie.ID(prefix: JSONFileMoviesRepository.idPrefix, number: id),
            title: OutsideText.bounded(title) ?? "",
            originalTitle: OutsideText.bounded(originalTitle), overview: OutsideText.bounded(overview) ?? "",
            releaseDate: releaseDate.flatMap(ReleaseDate.init(iso8601:)), posterPath: OutsideText.whole(posterPath),
            voteAverage: voteAverage ?? 0, voteCount: voteCount ?? 0,
            genres: (genres ?? []).compactMap { Genre(tmdbID: $0.id) })
    }

    /// The movie with everything the file says about it.
    var details: MovieDetails {
        MovieDetails(
            movie: movie, runtime: runtime, genres: movie.genres,
            tagline: OutsideText.bounded(tagline), status: OutsideText.bounded(status))
    }
}

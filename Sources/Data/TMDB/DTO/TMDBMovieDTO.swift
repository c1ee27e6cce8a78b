import MoviesDomain

/// One `search/movie` result as TMDB sends it: any field but `id` may be missing or null,
/// `release_date` may be `""`, `vote_average` a whole number. Its texts are bounded
/// (`OutsideText`). A vote count below 0 or over 100 million (the most voted film has under a
/// million) is a value no film has, as a vote average outside 0…10 is: the result is left out.
struct TMDBMovieDTO: Decodable {
    let id: Int
    let title: String?
    let originalTitle: String?
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let voteAverage: Double?
    let voteCount: Int?
    let genreIDs: [Int]?

    enum CodingKeys: String, CodingKey {
        case id, title, overview
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case genreIDs = "genre_ids"
    }

    /// The domain movie, or why the data cannot be one; checked before anything is cached or shown.
    func toDomain() throws(TMDBInvalidResult) -> Movie {
        // A title of white space alone is none: the row would show an empty cell.
        guard let title = OutsideText.bounded(title) ?? OutsideText.bounded(originalTitle) else {
            throw TMDBInvalidResult(id: id, problem: "it has no title")
        }
        guard id > 0 else { throw TMDBInvalidResult(id: nil, problem: "its id \(id) is not positive") }
        if let voteAverage, !(0...10).contains(voteAverage) {
            throw TMDBInvalidResult(id: id, problem: "its vote_average \(voteAverage) is outside 0…10")
        }
        if let voteCount, !(0...100_000_000).contains(voteCount) {
            let problem = voteCount < 0 ? "is negative" : "is over 100 million"
            throw TMDBInvalidResult(id: id, problem: "its vote_count \(voteCount) \(problem)")
        }
        return Movie(
            id: Movie.ID(number: id),
            title: title,
            originalTitle: OutsideText.bounded(originalTitle),
            overview: OutsideText.bounded(overview) ?? "",
            releaseDate: releaseDate.flatMap { ReleaseDate(iso8601: $0) },
            posterPath: OutsideText.whole(posterPath),
            voteAverage: voteAverage ?? 0,
            voteCount: voteCount ?? 0,
            genres: (genreIDs ?? []).compactMap(Genre.init(tmdbID:)),
            webPageURL: TMDBService.webPage(ofMovie: id)
        )
    }
}

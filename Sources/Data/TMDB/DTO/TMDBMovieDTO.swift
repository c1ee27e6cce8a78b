import MoviesDomain

/// One `search/movie` result as TMDB sends it: every field but `id` and a title may be
/// missing or null, `release_date` may be `""`, `vote_average` may be a whole number.
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

    /// The domain movie, or `nil` when TMDB gave no title at all.
    func toDomain() -> Movie? {
        guard let title = title ?? originalTitle else { return nil }
        return Movie(
            id: id,
            title: title,
            originalTitle: originalTitle,
            overview: overview ?? "",
            releaseDate: releaseDate.flatMap { ReleaseDate(iso8601: $0) },
            posterPath: posterPath.flatMap { $0.isEmpty ? nil : $0 },
            voteAverage: voteAverage ?? 0,
            voteCount: voteCount ?? 0,
            genreIDs: genreIDs ?? []
        )
    }
}

import MoviesDomain

/// `movie/{id}`'s fields beyond a search result's (`TMDBMovieDTO`), which the same body holds.
struct TMDBMovieDetailsDTO: Decodable {
    let runtime: Int?
    let genres: [TMDBOptionalElement<TMDBGenreDTO>]?
    let tagline: String?
    let status: String?
    let budget: Int?

    /// The longest runtime taken, in minutes (the longest films run some 50,000), and the
    /// largest budget, in US dollars (the costliest cost under a billion): a number beyond is
    /// unknown, as TMDB's 0 is.
    static let maxRuntime = 100_000
    static let maxBudget = 10_000_000_000

    /// The details of a `movie/{id}` body; TMDB writes 0 for an unknown runtime or budget and
    /// `""` for no tagline.
    static func decodeDetails(_ bytes: [UInt8]) throws(MoviesError) -> MovieDetails {
        let movieDTO = try TMDBJSON.decode(TMDBMovieDTO.self, from: bytes)
        return try TMDBJSON.decode(TMDBMovieDetailsDTO.self, from: bytes).toDomain(movieDTO)
    }

    /// The details these fields and `movieDTO` (the same body's) make, checked as a search result is.
    func toDomain(_ movieDTO: TMDBMovieDTO) throws(MoviesError) -> MovieDetails {
        var movie: Movie
        do throws(TMDBInvalidResult) {
            movie = try movieDTO.toDomain()
        } catch {
            throw .invalidResponse(message: "TMDB sent \(error.description)")
        }
        let genres = (self.genres ?? []).compactMap { $0.value?.toDomain() }
        if movie.genres.isEmpty, !genres.isEmpty {
            movie = Movie(
                id: movie.id, title: movie.title, originalTitle: movie.originalTitle, overview: movie.overview,
                releaseDate: movie.releaseDate, posterPath: movie.posterPath, voteAverage: movie.voteAverage,
                voteCount: movie.voteCount, genres: genres, webPageURL: movie.webPageURL)
        }
        return MovieDetails(
            movie: movie,
            runtime: runtime.flatMap { (1...Self.maxRuntime).contains($0) ? $0 : nil },
            genres: genres,
            tagline: OutsideText.bounded(tagline),
            status: OutsideText.bounded(status),
            budget: budget.flatMap { (1...Self.maxBudget).contains($0) ? $0 : nil }
        )
    }
}

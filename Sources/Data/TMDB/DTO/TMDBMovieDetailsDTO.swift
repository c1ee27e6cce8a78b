import MoviesDomain

/// `movie/{id}`: a search result's fields plus the details screen's.
struct TMDBMovieDetailsDTO: Decodable {
    let movie: TMDBMovieDTO
    let runtime: Int?
    let genres: [TMDBOptionalElement<TMDBGenreDTO>]?
    let tagline: String?
    let status: String?
    let budget: Int?

    enum CodingKeys: String, CodingKey {
        case runtime, genres, tagline, status, budget
    }

    init(from decoder: any Decoder) throws {
        movie = try TMDBMovieDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        runtime = try container.decodeIfPresent(Int.self, forKey: .runtime)
        genres = try container.decodeIfPresent([TMDBOptionalElement<TMDBGenreDTO>].self, forKey: .genres)
        tagline = try container.decodeIfPresent(String.self, forKey: .tagline)
        status = try container.decodeIfPresent(String.self, forKey: .status)
        budget = try container.decodeIfPresent(Int.self, forKey: .budget)
    }

    /// TMDB writes 0 for an unknown runtime or budget and `""` for no tagline.
    func toDomain() throws(MoviesError) -> MovieDetails {
        var movie: Movie
        do throws(TMDBInvalidResult) {
            movie = try self.movie.toDomain()
        } catch {
            throw .invalidResponse(message: "TMDB sent \(error.description)")
        }
        let genres = (genres ?? []).compactMap { $0.value?.toDomain() }
        if movie.genreIDs.isEmpty, !genres.isEmpty {
            movie = Movie(
                id: movie.id, title: movie.title, originalTitle: movie.originalTitle, overview: movie.overview,
                releaseDate: movie.releaseDate, posterPath: movie.posterPath, voteAverage: movie.voteAverage,
                voteCount: movie.voteCount, genreIDs: genres.map(\.id))
        }
        return MovieDetails(
            movie: movie,
            runtime: runtime.flatMap { $0 > 0 ? $0 : nil },
            genres: genres,
            tagline: tagline.flatMap { $0.isEmpty ? nil : $0 },
            status: status.flatMap { $0.isEmpty ? nil : $0 },
            budget: budget.flatMap { $0 > 0 ? $0 : nil }
        )
    }

    static func decodeDetails(_ bytes: [UInt8]) throws(MoviesError) -> MovieDetails {
        try TMDBJSON.decode(TMDBMovieDetailsDTO.self, from: bytes).toDomain()
    }
}

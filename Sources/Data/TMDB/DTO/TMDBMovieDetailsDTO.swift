import MoviesDomain

/// `movie/{id}`'s fields beyond a search result's (`TMDBMovieDTO`), which the same body holds.
struct TMDBMovieDetailsDTO: Decodable {
    let runtime: Int?
    let genres: [TMDBOptionalElement<TMDBGenreDTO>]?
    let tagline: String?
    let status: String?
    let budget: Int?
    /// A number past `Int` (TMDB never sends one) is unknown, not a failed body.
    let revenue: TMDBOptionalElement<Int>?
    let originalLanguage: String?
    let imdbID: String?
    let homepage: String?

    enum CodingKeys: String, CodingKey {
        case runtime, genres, tagline, status, budget, revenue, homepage
        case originalLanguage = "original_language"
        case imdbID = "imdb_id"
    }

    /// The longest runtime taken, in minutes (the longest films run some 50,000), and the
    /// largest budget, in US dollars (the costliest cost under a billion): a number beyond is
    /// unknown, as TMDB's 0 is.
    static let maxRuntime = 100_000
    static let maxBudget = 10_000_000_000
    /// The largest revenue taken, in US dollars: the highest-grossing films earned under three
    /// billion.
    static let maxRevenue = 100_000_000_000

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
            budget: budget.flatMap { (1...Self.maxBudget).contains($0) ? $0 : nil },
            revenue: revenue?.value.flatMap { (1...Self.maxRevenue).contains($0) ? $0 : nil },
            originalLanguage: Self.checkedLanguage(originalLanguage),
            imdbID: Self.checkedIMDbID(imdbID),
            homepage: Self.checkedHomepage(homepage)
        )
    }

    /// An ISO 639-1 code, two lower-case ASCII letters (`en`, `fr`); TMDB's `xx` (no language) is none.
    static func checkedLanguage(_ text: String?) -> String? {
        guard let code = OutsideText.whole(text, maxBytes: 2), code.utf8.count == 2,
            code.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }), code != "xx"
        else { return nil }
        return code
    }

    /// `tt` and 7 to 10 digits, as IMDb writes its titles' ids.
    static func checkedIMDbID(_ text: String?) -> String? {
        guard let id = OutsideText.whole(text, maxBytes: 12), id.hasPrefix("tt"), (9...12).contains(id.utf8.count),
            id.utf8.dropFirst(2).allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return id
    }

    /// An `http` or `https` address in printable ASCII without spaces and not too long; else none.
    static func checkedHomepage(_ text: String?) -> String? {
        guard let link = OutsideText.whole(text, maxBytes: 500),
            link.hasPrefix("https://") || link.hasPrefix("http://"),
            link.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { return nil }
        return link
    }
}

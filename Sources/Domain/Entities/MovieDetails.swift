/// Everything the details screen shows about one film.
public struct MovieDetails: Sendable, Hashable, Identifiable {
    public let movie: Movie
    /// Minutes, when known.
    public let runtime: Int?
    public let genres: [Genre]
    public let tagline: String?
    /// TMDB's production status ("Released", "In Production", …).
    public let status: String?
    /// US dollars, when known.
    public let budget: Int?
    /// A certification such as the MPAA rating ("PG", "R"), when known.
    public let certification: String?

    public init(
        movie: Movie,
        runtime: Int? = nil,
        genres: [Genre] = [],
        tagline: String? = nil,
        status: String? = nil,
        budget: Int? = nil,
        certification: String? = nil
    ) {
        self.movie = movie
        self.runtime = runtime
        self.genres = genres
        self.tagline = tagline
        self.status = status
        self.budget = budget
        self.certification = certification
    }

    public var id: Int { movie.id }
}

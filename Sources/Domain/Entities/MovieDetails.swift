/// Everything the details screen shows about one film.
public struct MovieDetails: Sendable, Hashable, Identifiable {
    /// What a search result shows of the film.
    public let movie: Movie
    /// Minutes, when known.
    public let runtime: Int?
    /// The film's genres, with their names.
    public let genres: [Genre]
    /// The poster's one-liner, when the film has one.
    public let tagline: String?
    /// The production status ("Released", "In Production", …).
    public let status: String?
    /// US dollars, when known.
    public let budget: Int?
    /// A certification such as the MPAA rating ("PG", "R"), when known.
    public let certification: String?

    /// Details of `movie`; everything but the movie may be unknown.
    public init(
        movie: Movie, runtime: Int? = nil, genres: [Genre] = [], tagline: String? = nil, status: String? = nil,
        budget: Int? = nil, certification: String? = nil
    ) {
        self.movie = movie
        self.runtime = runtime
        self.genres = genres
        self.tagline = tagline
        self.status = status
        self.budget = budget
        self.certification = certification
    }

    /// The movie's id.
    public var id: Movie.ID { movie.id }
}

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
    /// What the film earned worldwide, US dollars, when known.
    public let revenue: Int?
    /// The film's original language, ISO 639-1 (`en`, `fr`), when known.
    public let originalLanguage: String?
    /// The film's IMDb id (`tt0137523`), when known.
    public let imdbID: String?
    /// The film's own web site, when it has one.
    public let homepage: String?

    /// Details of `movie`; everything but the movie may be unknown.
    public init(
        movie: Movie, runtime: Int? = nil, genres: [Genre] = [], tagline: String? = nil, status: String? = nil,
        budget: Int? = nil, certification: String? = nil, revenue: Int? = nil, originalLanguage: String? = nil,
        imdbID: String? = nil, homepage: String? = nil
    ) {
        self.movie = movie
        self.runtime = runtime
        self.genres = genres
        self.tagline = tagline
        self.status = status
        self.budget = budget
        self.certification = certification
        self.revenue = revenue
        self.originalLanguage = originalLanguage
        self.imdbID = imdbID
        self.homepage = homepage
    }

    /// These details with the region's `certification` in place of theirs.
    public func with(certification: String?) -> MovieDetails {
        MovieDetails(
            movie: movie, runtime: runtime, genres: genres, tagline: tagline, status: status, budget: budget,
            certification: certification, revenue: revenue, originalLanguage: originalLanguage, imdbID: imdbID,
            homepage: homepage)
    }

    /// The movie's id.
    public var id: Movie.ID { movie.id }
}

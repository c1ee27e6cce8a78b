/// A film as a search result shows it: what TMDB's `search/movie` results and the offline
/// catalog's rows have in common.
public struct Movie: Sendable, Hashable, Identifiable {
    /// TMDB's movie id, or the catalog's row number for catalog movies.
    public let id: Int
    public let title: String
    public let originalTitle: String
    public let overview: String
    /// `nil` when the release date is unknown (TMDB sends `""` for films not yet dated).
    public let releaseDate: ReleaseDate?
    /// TMDB's image path (for example `/abc.jpg`), `nil` when the film has no poster.
    public let posterPath: String?
    public let voteAverage: Double
    public let voteCount: Int
    public let genreIDs: [Int]

    /// Creates a movie; only `id` and `title` are required.
    public init(
        id: Int,
        title: String,
        originalTitle: String? = nil,
        overview: String = "",
        releaseDate: ReleaseDate? = nil,
        posterPath: String? = nil,
        voteAverage: Double = 0,
        voteCount: Int = 0,
        genreIDs: [Int] = []
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle ?? title
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.genreIDs = genreIDs
    }
}

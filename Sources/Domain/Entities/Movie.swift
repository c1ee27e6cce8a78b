/// A film as a search result shows it: what the movie service's results and the catalog's rows share.
public struct Movie: Sendable, Hashable, Identifiable {
    /// The movie's id, which says which source it comes from.
    public let id: ID
    /// The title in the language asked for (the movie service) or the catalog's title.
    public let title: String
    /// The title in the film's original language; the `title` when the source has no other.
    public let originalTitle: String
    /// A summary of the plot; `""` when the source has none (the catalog never has one).
    public let overview: String
    /// `nil` when the release date is unknown (the movie service sends `""` for films not yet dated).
    public let releaseDate: ReleaseDate?
    /// The movie service's image path (for example `/abc.jpg`), `nil` when the film has no poster.
    public let posterPath: String?
    /// The average rating, 0…10.
    public let voteAverage: Double
    /// How many votes `voteAverage` averages; 0 means the film is not rated.
    public let voteCount: Int
    /// The film's genres, in its source's order.
    public let genres: [Genre]
    /// Where people read about the film on the web (the movie service's page), when its source has one.
    public let webPageURL: String?

    /// Creates a movie; only `id` and `title` are required.
    public init(
        id: ID, title: String, originalTitle: String? = nil, overview: String = "", releaseDate: ReleaseDate? = nil,
        posterPath: String? = nil, voteAverage: Double = 0, voteCount: Int = 0, genres: [Genre] = [],
        webPageURL: String? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle ?? title
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.genres = genres
        self.webPageURL = webPageURL
    }
}

extension Movie {
    /// A movie's id: its source's number for it, and the source's *prefix*, since sources number
    /// their movies independently (the movie service's `550` is not the offline catalog's `c550`).
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        /// Lower-case ASCII letters naming the source; empty for a source written bare (the movie service).
        public let prefix: String
        /// The source's own number for the movie, positive.
        public let number: Int

        /// The id `number` of the source written `prefix` (lower-case letters, or none).
        public init(prefix: String = "", number: Int) {
            self.prefix = prefix
            self.number = number
        }

        /// What starts an IMDb id (`tt0137523`), which a source may look its movie up by.
        public static let imdbPrefix = "tt"

        /// `603`, `c6088`, `tt0137523` (an IMDb id keeps seven digits at least).
        public var description: String {
            let digits = String(number)
            let zeros = prefix == Self.imdbPrefix ? max(0, 7 - digits.count) : 0
            return prefix + String(repeating: "0", count: zeros) + digits
        }
    }
}

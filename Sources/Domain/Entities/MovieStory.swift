/// A film's details and the story around them, for one region: who made it and plays in it,
/// its certification there, its trailer, where to watch it there, and its collection. A source
/// that knows less leaves the rest empty (the offline catalog knows the details alone).
public struct MovieStory: Sendable, Hashable, Identifiable {
    /// The film's details; their `certification` is the region's.
    public let details: MovieDetails
    /// The region the certification, the release and the watch options are for.
    public let region: MovieRegion
    /// The region's own release (theatrical, else limited), when the source has one; the
    /// details' `movie.releaseDate` stays the film's first release anywhere.
    public let release: RegionalRelease?
    /// The director or directors.
    public let directors: [String]
    /// The writers, with their jobs ("Screenplay", "Novel", "Story", …).
    public let writers: [CreditedPerson]
    /// The cast with their characters, top-billed first.
    public let cast: [CreditedPerson]
    /// The official trailer's web address (YouTube or Vimeo), when there is one.
    public let trailerURL: String?
    /// Where to watch it in `region`; `nil` when the source does not say.
    public let watchOptions: MovieWatchOptions?
    /// The collection the film belongs to ("The Matrix Collection"), when it belongs to one.
    public let collection: String?
    /// The parts the source sent but that could not be read, each named with why
    /// (`videos (not the expected JSON)`): left out, the rest of the story stands.
    public let unreadParts: [String]

    /// The story of `details` in `region`; everything else may be unknown.
    public init(
        details: MovieDetails, region: MovieRegion, directors: [String] = [], writers: [CreditedPerson] = [],
        cast: [CreditedPerson] = [], trailerURL: String? = nil, watchOptions: MovieWatchOptions? = nil,
        collection: String? = nil, release: RegionalRelease? = nil, unreadParts: [String] = []
    ) {
        self.details = details
        self.region = region
        self.release = release
        self.directors = directors
        self.writers = writers
        self.cast = cast
        self.trailerURL = trailerURL
        self.watchOptions = watchOptions
        self.collection = collection
        self.unreadParts = unreadParts
    }

    /// The movie's id.
    public var id: Movie.ID { details.id }
}

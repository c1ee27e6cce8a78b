/// How the movies a search found are ordered and narrowed: the choices a user makes about the
/// results themselves (`--sort`, a year or a range of years, genres, a least rating or vote
/// count). It travels in the request (`MovieSearchOptions.arrangement`): each source answers it
/// as it can: it sends it, or applies it over all its matches or page by page
/// (`MovieArrangement+Narrowing.swift`).
public struct MovieArrangement: Sendable, Hashable {
    /// The orders results can be shown in.
    public enum Sort: String, Sendable, Hashable, CaseIterable {
        /// As the source ranked them.
        case relevance
        /// Best rated first.
        case rating
        /// Most votes first.
        case votes
        /// Newest first; undated last.
        case year
        /// By title, A to Z.
        case title
    }

    /// The order.
    public var sort: Sort
    /// Only movies released in these years; undated ones are left out.
    public var years: ClosedRange<Int>?
    /// Only movies of one of these genres; all when empty.
    public var genres: Set<Genre>
    /// Only movies rated at least this (0…10).
    public var minRating: Double?
    /// Only movies with at least this many votes.
    public var minVotes: Int?

    /// The source's order, nothing left out, unless said otherwise.
    public init(
        sort: Sort = .relevance, years: ClosedRange<Int>? = nil, genres: Set<Genre> = [], minRating: Double? = nil,
        minVotes: Int? = nil
    ) {
        (self.sort, self.years, self.genres, self.minRating, self.minVotes) = (
            sort, years, genres, minRating, minVotes
        )
    }

    /// `genres` in `Genre.allCases`' order, as they are named.
    public var genresInOrder: [Genre] { Genre.allCases.filter(genres.contains) }

    /// The fewest votes a kept film has: `minVotes`, else for a rating sort `ratingVoteFloor` (a
    /// handful of votes never leads thousands); `nil` for none, which `minVotes` 0 also asks.
    public var voteFloor: Int? {
        (minVotes ?? (sort == .rating ? Self.ratingVoteFloor : nil)).flatMap { $0 == 0 ? nil : $0 }
    }

    /// The votes a film needs to be ranked by its rating when no `minVotes` is given.
    public static let ratingVoteFloor = 500

    /// Whether any movie may be left out: a rating sort's vote floor leaves out too.
    public var filters: Bool { years != nil || !genres.isEmpty || minRating != nil || voteFloor != nil }

    /// Whether the results differ from the source's: in order, or in what is left out.
    public var arranges: Bool { sort != .relevance || filters }

    /// The year of `years` when it holds one only: what a source can search by.
    public var year: Int? { years.flatMap { $0.count == 1 ? $0.lowerBound : nil } }
}

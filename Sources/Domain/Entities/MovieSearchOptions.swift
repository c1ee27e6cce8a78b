/// The refinements of a search beyond its text: TMDB's language, adult flag and region, and the
/// sort and filters (`arrangement`) that every source answers as it can.
public struct MovieSearchOptions: Sendable, Hashable {
    /// An ISO 639-1 language with an optional region, for example `en-US`.
    public var language: String?
    /// Whether adult films may be in the results (TMDB's `include_adult`).
    public var includeAdult: Bool
    /// An ISO 3166-1 region that filters release dates.
    public var region: String?
    /// How the results are sorted and filtered, when asked (`nil`: as the source ranks them, none
    /// left out). A source applies it to all its matches where it can (the catalog), else asks for
    /// what it can and narrows each page it fetches, saying so (`MoviesPage.fetchedCount`).
    public var arrangement: MovieArrangement?

    /// Options; every one left out leaves the source's default.
    public init(
        language: String? = nil, includeAdult: Bool = false, region: String? = nil,
        arrangement: MovieArrangement? = nil
    ) {
        self.language = language
        self.includeAdult = includeAdult
        self.region = region
        self.arrangement = arrangement
    }
}

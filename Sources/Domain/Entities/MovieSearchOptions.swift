/// TMDB's search refinements beyond the query text and year.
public struct MovieSearchOptions: Sendable, Hashable {
    /// An ISO 639-1 language with an optional region, for example `en-US`.
    public var language: String?
    /// Whether adult films may be in the results (TMDB's `include_adult`).
    public var includeAdult: Bool
    /// An ISO 3166-1 region that filters release dates.
    public var region: String?
    /// Filters on the primary release year only (TMDB's `primary_release_year`).
    public var primaryReleaseYear: Int?

    /// Options; every one left out leaves TMDB's default.
    public init(
        language: String? = nil, includeAdult: Bool = false, region: String? = nil, primaryReleaseYear: Int? = nil
    ) {
        self.language = language
        self.includeAdult = includeAdult
        self.region = region
        self.primaryReleaseYear = primaryReleaseYear
    }
}

/// The refinements of a search beyond its text, each one a caller sets: the language, the adult
/// flag, and the sort and filters (`arrangement`) that every source answers as it can.
public struct MovieSearchOptions: Sendable, Hashable {
    /// An ISO 639-1 language with an optional region, for example `en-US`.
    public var language: String?
    /// Whether adult films may be in the results.
    public var includeAdult: Bool
    /// How the results are sorted and filtered, when asked (`nil`: as the source ranks them, none
    /// left out). A source applies it to all its matches where it can (the catalog), else asks for
    /// what it can and narrows each page it fetches, saying so (`MoviesPage.fetchedCount`).
    public var arrangement: MovieArrangement?

    /// Options; every one left out leaves the source's default.
    public init(language: String? = nil, includeAdult: Bool = false, arrangement: MovieArrangement? = nil) {
        self.language = language
        self.includeAdult = includeAdult
        self.arrangement = arrangement
    }
}

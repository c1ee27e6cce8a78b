/// Where a page of results came from: the source's name, and the age of a kept copy.
public struct MoviesPageSource: Sendable, Hashable {
    /// The source's name for people: "offline catalog", a file's name, the movie service's.
    public let name: String
    /// How long ago the source sent the page when it is a cached copy; `nil` when sent now.
    public let cachedAge: Duration?
    /// What the source holds when it holds less than the movie service ("films up to 2005"), so
    /// that a search that finds little can say so; `nil` for the movie service.
    public let coverage: String?

    /// A page of `name`'s, kept since `cachedAge` ago or (`nil`) answered now.
    public init(name: String, cachedAge: Duration? = nil, coverage: String? = nil) {
        self.name = name
        self.cachedAge = cachedAge
        self.coverage = coverage
    }
}

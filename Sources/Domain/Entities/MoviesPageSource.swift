/// Where a page of results came from, as a screen says it: the source's name, and whether the
/// page is the source's answer now or a copy kept from an earlier answer (and how old).
public struct MoviesPageSource: Sendable, Hashable {
    /// The source's name for people: "TMDB", "offline catalog", a file's name.
    public let name: String
    /// How long ago the source sent the page, when it is a kept copy shown again (a cache);
    /// `nil` when the page is the source's answer now.
    public let cachedAge: Duration?

    /// A page of `name`'s, kept since `cachedAge` ago or (`nil`) answered now.
    public init(name: String, cachedAge: Duration? = nil) {
        self.name = name
        self.cachedAge = cachedAge
    }
}

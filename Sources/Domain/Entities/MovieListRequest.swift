/// A list to browse: which list, the pages wanted, and what every page is fetched with.
public struct MovieListRequest: Sendable, Hashable {
    /// The list.
    public var list: MovieList
    /// The first page wanted.
    public var page: Int
    /// How many consecutive pages, from `page` on (`--limit` above one page).
    public var pageCount: Int
    /// An ISO 639-1 language with an optional region, for the titles (`nil`: the source's default).
    public var language: String?
    /// An ISO 3166-1 country code: the lists that depend on one (upcoming, now playing, popular,
    /// top rated, discover) are the films released there; `nil` leaves the source's default.
    public var region: String?

    /// `pageCount` pages of `list` from `page` on; validated where they are fetched.
    public init(list: MovieList, page: Int = 1, pageCount: Int = 1, language: String? = nil, region: String? = nil) {
        (self.list, self.page, self.pageCount, self.language, self.region) = (list, page, pageCount, language, region)
    }
}

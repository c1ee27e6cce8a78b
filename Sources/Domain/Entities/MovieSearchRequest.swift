/// A search to run: a query, the pages wanted (TMDB serves pages 1…500) and options.
public struct MovieSearchRequest: Sendable, Hashable {
    /// The pages TMDB can serve.
    public static let pageRange = 1...500

    /// What to search.
    public var query: MovieQuery
    /// The first page wanted.
    public var page: Int
    /// How many consecutive pages, from `page` on.
    public var pageCount: Int
    /// The refinements every page of the search is fetched with.
    public var options: MovieSearchOptions

    /// `pageCount` pages of `query` from `page` on; validated by `pages`, not here.
    public init(query: MovieQuery, page: Int = 1, pageCount: Int = 1, options: MovieSearchOptions = .init()) {
        self.query = query
        self.page = page
        self.pageCount = pageCount
        self.options = options
    }

    /// The pages wanted, or `nil` when one of them is outside `pageRange` (or none is wanted).
    public var pages: ClosedRange<Int>? {
        guard pageCount >= 1, Self.pageRange.contains(page) else { return nil }
        let (last, overflow) = page.addingReportingOverflow(pageCount - 1)
        guard !overflow, Self.pageRange.contains(last) else { return nil }
        return page...last
    }
}

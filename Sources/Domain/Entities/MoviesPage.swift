/// One page of search results, as its source pages them.
public struct MoviesPage: Sendable, Hashable {
    /// The page number, 1-based.
    public let page: Int
    /// How many pages the search has in all, as the source counts them.
    public let totalPages: Int
    /// Whether the source serves a page after this one.
    public let hasNextPage: Bool
    /// How many movies the search found in all.
    public let totalResults: Int
    /// The movies of this page, in the order the source ranks them.
    public let movies: [Movie]
    /// Where the page came from, so that views can say so (`"source"` in JSON, the age notice).
    public let source: MoviesPageSource
    /// What the source did beside answering as asked (read the query otherwise, left results out,
    /// filtered what it fetched), for the sentences that say so; `nil` when nothing.
    public let notes: MoviesPageNotes?

    /// Page `page` of `totalPages`, holding `movies`. `hasNextPage` defaults to `page` being
    /// before `totalPages` (a source serving fewer pages than it counts says so).
    public init(
        page: Int, totalPages: Int, totalResults: Int, movies: [Movie], hasNextPage: Bool? = nil,
        source: MoviesPageSource, notes: MoviesPageNotes? = nil
    ) {
        self.page = page
        self.totalPages = totalPages
        self.hasNextPage = hasNextPage ?? (page < totalPages)
        self.totalResults = totalResults
        self.movies = movies
        self.source = source
        self.notes = notes
    }

    /// The same page marked as coming from `source`.
    public func with(source: MoviesPageSource) -> MoviesPage {
        MoviesPage(
            page: page, totalPages: totalPages, totalResults: totalResults, movies: movies, hasNextPage: hasNextPage,
            source: source, notes: notes)
    }
}

/// One page of search results, as TMDB pages them (20 a page, pages 1…500).
public struct MoviesPage: Sendable, Hashable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let movies: [Movie]
    /// Where the page came from, so that views can say so (`"source"` in JSON, the age notice).
    public let source: MoviesPageSource

    public init(page: Int, totalPages: Int, totalResults: Int, movies: [Movie], source: MoviesPageSource = .remote) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
        self.source = source
    }

    /// Whether a page after this one exists.
    public var hasNextPage: Bool { page < min(totalPages, MovieSearchRequest.pageRange.upperBound) }

    /// The same page marked as coming from `source`.
    public func with(source: MoviesPageSource) -> MoviesPage {
        MoviesPage(page: page, totalPages: totalPages, totalResults: totalResults, movies: movies, source: source)
    }
}

/// One page of search results, as TMDB pages them (20 a page, pages 1…500).
public struct MoviesPage: Sendable, Hashable {
    /// The page number, 1-based.
    public let page: Int
    /// How many pages the search has in all (TMDB serves at most `MovieSearchRequest.pageRange`).
    public let totalPages: Int
    /// How many movies the search found in all.
    public let totalResults: Int
    /// The movies of this page, in the order the source ranks them.
    public let movies: [Movie]
    /// Where the page came from, so that views can say so (`"source"` in JSON, the age notice).
    public let source: MoviesPageSource
    /// The query the source searched when it read the one asked differently: a misspelt word
    /// corrected, a year taken from the words (`alien 1979`). `nil` when it searched the query
    /// as asked. A view says so ("showing results for …").
    public let searchedAs: MovieQuery?
    /// Why each result the source sent for this page and that `movies` leaves out could not be
    /// shown (its data was invalid), one phrase each; empty when none was left out.
    public let omittedResults: [String]

    /// Page `page` of `totalPages`, holding `movies`; `source` says where it came from.
    public init(
        page: Int, totalPages: Int, totalResults: Int, movies: [Movie], source: MoviesPageSource,
        searchedAs: MovieQuery? = nil, omittedResults: [String] = []
    ) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
        self.source = source
        self.searchedAs = searchedAs
        self.omittedResults = omittedResults
    }

    /// Page `page` of `totalResults` results, holding `movies`, for a repository that pages its
    /// own results `pageSize` at a time: the page count follows from the total.
    public init(
        page: Int, totalResults: Int, movies: [Movie], source: MoviesPageSource, searchedAs: MovieQuery? = nil
    ) {
        self.init(
            page: page, totalPages: (totalResults + Self.pageSize - 1) / Self.pageSize, totalResults: totalResults,
            movies: movies, source: source, searchedAs: searchedAs)
    }

    // MARK: - Paging

    /// Results per page, as TMDB serves them. Repositories that page their own results (the
    /// offline catalog, a JSON file) page the same way.
    public static let pageSize = 20

    /// The positions (0-based, among all results) of the results on page `page` (1-based).
    public static func resultPositions(ofPage page: MoviesPageNumber) -> Range<Int> {
        let first = (page.value - 1) * pageSize
        return first..<first + pageSize
    }

    /// Whether a page after this one exists.
    public var hasNextPage: Bool { page < min(totalPages, MovieSearchRequest.pageRange.upperBound) }

    /// The same page marked as coming from `source`.
    public func with(source: MoviesPageSource) -> MoviesPage {
        MoviesPage(
            page: page, totalPages: totalPages, totalResults: totalResults, movies: movies, source: source,
            searchedAs: searchedAs, omittedResults: omittedResults)
    }
}

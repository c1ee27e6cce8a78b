/// A search to run: a query, the pages wanted and options.
public struct MovieSearchRequest: Sendable, Hashable {
    /// The most pages one search fetches: each is a request, sent at once.
    public static let maxPageCount = 20

    /// What to search.
    public var query: MovieQuery
    /// The first page wanted.
    public var page: Int
    /// How many consecutive pages, from `page` on.
    public var pageCount: Int
    /// The refinements every page of the search is fetched with.
    public var options: MovieSearchOptions
    /// Whether the search saves its query to the recent queries when it finds something; `false`
    /// while the user types, until they choose it (`SearchMoviesUseCase.rememberQuery`).
    public var remembersQuery: Bool

    /// `pageCount` pages of `query` from `page` on; validated by `pages`, not here.
    public init(
        query: MovieQuery, page: Int = 1, pageCount: Int = 1, options: MovieSearchOptions = .init(),
        remembersQuery: Bool = true
    ) {
        self.query = query
        self.page = page
        self.pageCount = pageCount
        self.options = options
        self.remembersQuery = remembersQuery
    }

    /// The pages wanted, in order. `MoviesError.invalidPage` names the first one that is not a
    /// page, or the first past `maxPageCount` pages, or `page` when none is wanted.
    public var pages: [MoviesPageNumber] {
        get throws(MoviesError) {
            guard pageCount >= 1 else { throw .invalidPage(page) }
            var pages: [MoviesPageNumber] = []
            for offset in 0..<min(pageCount, Self.maxPageCount + 1) {
                let (number, overflow) = page.addingReportingOverflow(offset)
                guard !overflow else { throw .invalidPage(page) }
                guard offset < Self.maxPageCount else { throw .invalidPage(number) }
                pages.append(try MoviesPageNumber(number))
            }
            return pages
        }
    }
}

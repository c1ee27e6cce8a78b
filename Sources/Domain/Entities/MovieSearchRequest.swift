/// A search to run: a query, the pages wanted and options.
public struct MovieSearchRequest: Sendable, Hashable {
    /// What to search.
    public var query: MovieQuery
    /// The first page wanted.
    public var page: Int
    /// How many consecutive pages, from `page` on: more than one asks for
    /// `MultiPageSearchMoviesInteractor`, which fetches them at once.
    public var pageCount: Int
    /// The refinements every page of the search is fetched with.
    public var options: MovieSearchOptions
    /// Whether the search saves its query to the recent queries when it finds something; `false`
    /// while the user types, until they choose it (`SearchMoviesUseCase.rememberQuery`).
    public var remembersQuery: Bool

    /// `pageCount` pages of `query` from `page` on; validated where they are fetched.
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
}

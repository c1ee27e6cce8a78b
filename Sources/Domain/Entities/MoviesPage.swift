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

/// A page of results: a number from 1, checked once, here (as `MovieQuery` checks a query), so
/// a repository is never asked for page 0. Which pages a source serves, and how many results a
/// page holds, is the source's to say: a page past its last is `MoviesError.invalidPage`.
public struct MoviesPageNumber: Sendable, Hashable {
    /// The page, 1-based.
    public let value: Int

    /// Page `value`; `MoviesError.invalidPage` when it is not positive.
    public init(_ value: Int) throws(MoviesError) {
        guard value >= 1 else { throw .invalidPage(value) }
        self.value = value
    }
}

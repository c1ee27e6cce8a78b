/// What a source did beside answering a search as asked, so that views can say so: a page holds
/// notes only when there is something to say (`MoviesPage.notes`).
public struct MoviesPageNotes: Sendable, Hashable {
    /// The query the source searched when it read the one asked differently (a word corrected,
    /// a year taken from the words: `alien 1979`); `nil` when it searched the query as asked.
    public var searchedAs: MovieQuery?
    /// The words of the query as typed that no result has with the others, so the source left
    /// them out (`harry potter 3`: `["3"]`; `searchedAs` holds the words kept); empty when every
    /// result has every word.
    public var leftOutWords: [String]
    /// Why each result the source sent but the page leaves out is invalid, one phrase each.
    public var omittedResults: [String]
    /// How many movies the source fetched for this page before it narrowed them itself, by the
    /// filters it could not ask for (`MovieArrangement.narrowing(_:)`); `nil` when it did not, so
    /// that the page's `totalResults` counts what the filters keep.
    public var fetchedCount: Int?

    /// Notes; every one left out says the source did nothing of the kind.
    public init(
        searchedAs: MovieQuery? = nil, leftOutWords: [String] = [], omittedResults: [String] = [],
        fetchedCount: Int? = nil
    ) {
        self.searchedAs = searchedAs
        self.leftOutWords = leftOutWords
        self.omittedResults = omittedResults
        self.fetchedCount = fetchedCount
    }

    /// The notes, or `nil` when they say nothing: what a source puts in its page.
    public var ifAny: MoviesPageNotes? { self == MoviesPageNotes() ? nil : self }
}

extension MoviesPage {
    /// `notes?.searchedAs`: the query the source searched instead of the one asked.
    public var searchedAs: MovieQuery? { notes?.searchedAs }
    /// `notes?.leftOutWords`: the words typed that no result has with the others.
    public var leftOutWords: [String] { notes?.leftOutWords ?? [] }
    /// `notes?.omittedResults`: why the results left out are invalid.
    public var omittedResults: [String] { notes?.omittedResults ?? [] }
    /// `notes?.fetchedCount`: how many movies the source fetched before narrowing them.
    public var fetchedCount: Int? { notes?.fetchedCount }
}

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

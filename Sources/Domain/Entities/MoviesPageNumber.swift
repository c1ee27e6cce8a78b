/// A page of results: a number from 1, checked once, here (as `MovieQuery` checks a query), so
/// a repository is never asked for page 0. Which pages a source serves is the source's to say.
public struct MoviesPageNumber: Sendable, Hashable {
    /// The page, 1-based.
    public let value: Int

    /// The pages a search may ask for: no source serves more (one that serves fewer says a page
    /// is past its last). What `--page` accepts and what the remote source serves.
    public static let searchable = 1...500
    /// The results a page holds, whichever source answers: what `--limit` counts pages by.
    public static let resultsPerPage = 20

    /// Page `value`; `MoviesError.invalidPage` when it is not positive.
    public init(_ value: Int) throws(MoviesError) {
        guard value >= 1 else { throw .invalidPage(value) }
        self.value = value
    }
}

extension MoviesPageNumber: ExpressibleByIntegerLiteral {
    /// A page written in the code (`page: 1`): a literal under 1 is a programming error and
    /// traps; a number from outside goes through `init(_:)`, which throws.
    public init(integerLiteral value: Int) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure("page \(value) is not a page: pages start at 1")
        }
    }
}

/// A page of results TMDB can serve: a number in `MovieSearchRequest.pageRange` (1…500). A value
/// of this type is always such a page, so a repository is never asked for page 0 or 501: the
/// range is checked once, here, as `MovieQuery` checks a query's text once.
public struct MoviesPageNumber: Sendable, Hashable {
    /// The page, 1-based.
    public let value: Int

    /// Page `value`; `MoviesError.invalidPage` when TMDB serves no such page.
    public init(_ value: Int) throws(MoviesError) {
        guard MovieSearchRequest.pageRange.contains(value) else { throw .invalidPage(value) }
        self.value = value
    }
}

// MARK: - ExpressibleByIntegerLiteral

extension MoviesPageNumber: ExpressibleByIntegerLiteral {
    /// A page written in the code, as in `page: 1`. A literal outside 1…500 is a mistake in the
    /// code and stops the program, as an index out of range does; a number that comes from
    /// outside (an argument, a view model's state) goes through `init(_:)`, which throws.
    public init(integerLiteral value: Int) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure("page \(value) is not one of \(MovieSearchRequest.pageRange)")
        }
    }
}

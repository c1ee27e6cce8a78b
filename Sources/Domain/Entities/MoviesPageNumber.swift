/// A page of results: a number from 1. A value of this type is always one, so a repository is
/// never asked for page 0: the number is checked once, here, as `MovieQuery` checks a query's
/// text once. Which pages past the first a source serves is the source's to say (TMDB serves
/// none past 500, and refuses them with `MoviesError.invalidPage`).
public struct MoviesPageNumber: Sendable, Hashable {
    /// The page, 1-based.
    public let value: Int

    /// Page `value`; `MoviesError.invalidPage` when it is not positive.
    public init(_ value: Int) throws(MoviesError) {
        guard value >= 1 else { throw .invalidPage(value) }
        self.value = value
    }
}

// MARK: - ExpressibleByIntegerLiteral

extension MoviesPageNumber: ExpressibleByIntegerLiteral {
    /// A page written in the code, as in `page: 1`. A literal under 1 is a mistake in the
    /// code and stops the program, as an index out of range does; a number that comes from
    /// outside (an argument, a view model's state) goes through `init(_:)`, which throws.
    public init(integerLiteral value: Int) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure("page \(value) is not a page: pages start at 1")
        }
    }
}

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

import MoviesDomain

/// One recent query as the suggestions list shows it.
public struct MoviesQueryListItemViewModel: Sendable, Hashable {
    /// The query this row runs when chosen.
    public let query: MovieQuery

    /// The row of `query`.
    public init(query: MovieQuery) {
        self.query = query
    }

    /// "alien", or "alien (1979)" when the search had a year.
    public var title: String {
        query.year.map { "\(query.text) (\($0))" } ?? query.text
    }
}

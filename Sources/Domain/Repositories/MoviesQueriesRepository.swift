/// The recent queries store.
public protocol MoviesQueriesRepository: Sendable {
    /// At most `maxCount` queries, newest first.
    func recentQueries(maxCount: Int) async throws(MoviesError) -> [MovieQuery]
    /// Puts `query` first; an equal query (see `MovieQuery.comparisonKey`) already stored moves up.
    func saveRecentQuery(_ query: MovieQuery) async throws(MoviesError)
    /// Forgets every stored query.
    func clearRecentQueries() async throws(MoviesError)
}

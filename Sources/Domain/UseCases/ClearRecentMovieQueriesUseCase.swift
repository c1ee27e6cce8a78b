/// Forgets the queries searched lately (`movies recent --clear`).
public protocol ClearRecentMovieQueriesUseCase: Sendable {
    /// Forgets every recent query.
    func execute() async throws(MoviesError)
}

/// Forgets the queries searched lately (`movies recent --clear`).
public protocol ClearRecentMovieQueriesUseCase: Sendable {
    func execute() async throws(MoviesError)
}

/// Empties the response cache (`movies cache clear`).
public protocol ClearResponseCacheUseCase: Sendable {
    /// Forgets every cached response; returns how much was removed.
    func execute() async throws(MoviesError) -> ResponseCacheUsage
}

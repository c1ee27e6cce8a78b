/// Tells how much the response cache holds (`movies cache info`).
public protocol FetchResponseCacheUsageUseCase: Sendable {
    /// The cache's usage now.
    func execute() async throws(MoviesError) -> ResponseCacheUsage
}

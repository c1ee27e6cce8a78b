/// The store of fetched responses, as a user manages it as a whole: its contents are Data's.
public protocol ResponseCacheRepository: Sendable {
    /// How much the cache holds now.
    func usage() async throws(MoviesError) -> ResponseCacheUsage
    /// Forgets every response; returns how much was removed.
    func removeAll() async throws(MoviesError) -> ResponseCacheUsage
}

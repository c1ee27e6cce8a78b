/// The store of fetched responses that lets a search be answered without the network. Its
/// contents are the Data layer's business; what a user may do with it as a whole (see how much
/// it holds, empty it) is stated here, so that a command reaches it through use cases as it
/// reaches the movies.
public protocol ResponseCacheRepository: Sendable {
    /// How much the cache holds now.
    func usage() async throws(MoviesError) -> ResponseCacheUsage
    /// Forgets every response; returns how much was removed.
    func removeAll() async throws(MoviesError) -> ResponseCacheUsage
}

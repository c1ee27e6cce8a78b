/// How `CachedTMDBFetcher` uses its cache, chosen by the user (`--refresh`, `--offline`).
public enum ResponseCacheMode: Sendable, Hashable {
    /// Fresh entries are served without a request; anything else asks the network.
    case normal
    /// Every request goes to the network; the cache still stands in when the network fails.
    case refresh
    /// The network is never asked: cached entries, however old, or `MoviesError.notCached`.
    case offline
}

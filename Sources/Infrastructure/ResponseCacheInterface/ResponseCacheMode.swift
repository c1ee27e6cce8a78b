/// How a client uses its response cache, as the user chose it (`--refresh`, `--offline`, or
/// neither). The argument parser makes it and the caching fetcher follows it: one value from the
/// command line to the cache.
public enum ResponseCacheMode: Sendable, Hashable {
    /// Fresh entries are served without a request; anything else asks the network.
    case normal
    /// `--refresh`: every request goes to the network; the cache still stands in when the
    /// network fails.
    case refresh
    /// `--offline`: the network is never asked: cached entries, however old, or a failure that
    /// says nothing is cached.
    case offline
}

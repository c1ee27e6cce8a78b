/// How a TMDB command treats the response cache.
enum NetworkMode: Sendable, Hashable {
    /// Fresh cache entries are served without a request; the rest is fetched.
    case normal
    /// `--refresh`: the network is asked even when a fresh entry exists.
    case refresh
    /// `--offline`: the network is never asked; a search with nothing cached fails.
    case offline
}

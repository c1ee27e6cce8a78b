import MoviesData

/// The timeouts, as TMDB's fetcher takes them.
extension NetworkTimeouts {
    /// Waiting out TMDB's rate limit never takes longer than a request may.
    var retryPolicy: TMDBRetryPolicy {
        var policy = TMDBRetryPolicy()
        policy.maxTotalWait = min(policy.maxTotalWait, total)
        return policy
    }
}

import CurlHTTP
import MoviesData

/// The timeouts, as the HTTP client and TMDB's fetcher take them.
extension NetworkTimeouts {
    /// libcurl's limits: a stall is abandoned after 15 s, or sooner when the whole request may
    /// not take that long. `caBundlePath` is the CA bundle the user named, if any.
    func clientConfiguration(userAgent: String, caBundlePath: String?) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(
            userAgent: userAgent, connectTimeout: min(connect, total), totalTimeout: total,
            stallTimeout: min(.seconds(15), total), caBundlePath: caBundlePath)
    }

    /// Waiting out TMDB's rate limit never takes longer than a request may.
    var retryPolicy: TMDBRetryPolicy {
        var policy = TMDBRetryPolicy()
        policy.maxTotalWait = min(policy.maxTotalWait, total)
        return policy
    }
}

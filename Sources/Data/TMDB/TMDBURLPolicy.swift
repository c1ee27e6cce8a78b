import CurlHTTP

/// Which base URLs TMDB traffic may use: the HTTP client's rule (`https://` anywhere, plain
/// `http://` only to this machine, see `HTTPURL.isAllowedTarget`), checked when the
/// configuration is read so that a bad `TMDB_API_BASE` is a usage error before any request.
enum TMDBURLPolicy {
    /// `url` without trailing slashes, or the reason it is refused.
    static func validated(_ url: String) throws(TMDBConfigurationError) -> String {
        // A query or a fragment has no place in a base URL.
        guard let parts = HTTPURL(url), !parts.hasQueryOrFragment else { throw .invalidBaseURL(url) }
        switch parts.scheme {
        case "https", "http": guard parts.isAllowedTarget else { throw .insecureBaseURL(url) }
        default: throw .invalidBaseURL(url)
        }
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}

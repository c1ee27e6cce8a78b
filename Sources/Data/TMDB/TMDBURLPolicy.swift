import HTTPClientInterface

/// Which base URLs TMDB traffic may use (`HTTPURL.isAllowedTarget`: `https://`, or `http://` to
/// this machine), checked as the configuration is read, before any request.
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

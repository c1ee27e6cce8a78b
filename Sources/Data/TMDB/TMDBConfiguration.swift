import HTTPClientInterface

/// Where TMDB is and how to sign in to it, for `TMDBNetworkFetcher`.
public struct TMDBConfiguration: Sendable, Hashable {
    /// TMDB's v3 API.
    public static let defaultBaseURL = "https://api.themoviedb.org/3"

    /// The validated base URL, without a trailing slash.
    public let baseURL: String
    /// How requests sign in.
    public let credentials: TMDBCredentials

    /// Validates `baseURL`: `https://`, or `http://` to 127.0.0.1, localhost or ::1 only.
    public init(baseURL: String = TMDBConfiguration.defaultBaseURL, credentials: TMDBCredentials)
        throws(TMDBConfigurationError)
    {
        self.baseURL = try TMDBURLPolicy.validated(baseURL)
        self.credentials = credentials
    }
}

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

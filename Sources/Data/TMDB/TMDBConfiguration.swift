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

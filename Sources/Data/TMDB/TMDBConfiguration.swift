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

    /// The configuration `environment` describes (`TMDB_ACCESS_TOKEN` over `TMDB_API_KEY`, empty
    /// counting as unset; `TMDB_API_BASE`), or `nil` when it names no credentials.
    public static func fromEnvironment(_ environment: [String: String]) throws(TMDBConfigurationError)
        -> TMDBConfiguration?
    {
        let credentials: TMDBCredentials
        if let token = environment["TMDB_ACCESS_TOKEN"], !token.isEmpty {
            guard acceptsSecret(token) else { throw .invalidCredentials(variable: "TMDB_ACCESS_TOKEN") }
            credentials = .bearerToken(token)
        } else if let key = environment["TMDB_API_KEY"], !key.isEmpty {
            guard acceptsSecret(key) else { throw .invalidCredentials(variable: "TMDB_API_KEY") }
            credentials = .apiKey(key)
        } else {
            return nil
        }
        let base = environment["TMDB_API_BASE"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultBaseURL
        return try TMDBConfiguration(baseURL: base, credentials: credentials)
    }

    /// Whether `secret` can be a token or a key: visible ASCII only, as a secret with a space or
    /// a line break would corrupt a header.
    public static func acceptsSecret(_ secret: String) -> Bool {
        secret.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }
}

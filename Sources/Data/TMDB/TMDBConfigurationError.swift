/// Why a TMDB configuration was refused, before any request was made.
public enum TMDBConfigurationError: Error, Sendable, Hashable {
    /// The base URL does not parse, or holds a user, query or fragment.
    case invalidBaseURL(String)
    /// The base URL is plain `http://` to a host that is not this machine.
    case insecureBaseURL(String)
    /// A credential variable is set but holds characters a header or URL cannot carry.
    case invalidCredentials(variable: String)

    /// A sentence for the user; never holds a credential.
    public var message: String {
        switch self {
        case .invalidBaseURL(let url):
            "TMDB_API_BASE \"\(url)\" is not an http(s) URL without user, query or fragment"
        case .insecureBaseURL(let url):
            "TMDB_API_BASE \"\(url)\" uses plain http:// to a host other than 127.0.0.1, localhost or ::1; use https://"
        case .invalidCredentials(let variable):
            "\(variable) contains whitespace or control characters"
        }
    }
}

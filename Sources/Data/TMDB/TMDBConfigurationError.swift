/// Why a TMDB configuration was refused, before any request was made.
public enum TMDBConfigurationError: Error, Sendable, Hashable {
    /// The base URL does not parse, or holds a user, query or fragment.
    case invalidBaseURL(String)
    /// The base URL is plain `http://` to a host that is not this machine.
    case insecureBaseURL(String)
    /// A credential variable is set but holds a character a header or URL cannot carry (one that
    /// is not printable ASCII, or a space).
    case invalidCredentials(variable: String)

    /// A sentence for the user; never holds a credential.
    public var message: String {
        switch self {
        case .invalidBaseURL, .insecureBaseURL: "TMDB_API_BASE \(reason)"
        case .invalidCredentials(let variable): "\(variable) \(reason)"
        }
    }

    /// What is wrong, after the name of what holds it (`TMDB_API_BASE`, or the image host TMDB's
    /// configuration names).
    var reason: String {
        switch self {
        case .invalidBaseURL(let url):
            "\"\(url)\" is not an http(s) URL of a host (a port from 1 to 65535) without user, query or fragment"
        case .insecureBaseURL(let url):
            "\"\(url)\" uses plain http:// to a host other than 127.0.0.1, localhost or ::1; use https://"
        case .invalidCredentials: "must be printable ASCII without spaces"
        }
    }
}

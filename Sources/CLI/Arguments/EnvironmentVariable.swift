/// The environment variables `movies` reads: each name written here once, for the code that
/// reads it, the messages that name it, the help and the man page.
enum EnvironmentVariable: String, CaseIterable, Sendable {
    case accessToken = "TMDB_ACCESS_TOKEN"
    case apiKey = "TMDB_API_KEY"
    case apiBase = "TMDB_API_BASE"
    case language = "MOVIES_LANGUAGE"
    case source = "MOVIES_SOURCE"
    case timeout = "MOVIES_TIMEOUT"
    case images = "MOVIES_IMAGES"
    case region = "MOVIES_REGION"
    case color = "MOVIES_COLOR"
    case connectTimeout = "MOVIES_CONNECT_TIMEOUT"
    case caBundle = "CURL_CA_BUNDLE"
    case certFile = "SSL_CERT_FILE"
    case configHome = "XDG_CONFIG_HOME"
    case cacheHome = "XDG_CACHE_HOME"
    case stateHome = "XDG_STATE_HOME"
    case columns = "COLUMNS"
    case noColor = "NO_COLOR"
    case colorForce = "CLICOLOR_FORCE"
    case lcAll = "LC_ALL"
    case lcMessages = "LC_MESSAGES"
    case lang = "LANG"

    var name: String { rawValue }

    /// What a TMDB source asks for: `TMDB_ACCESS_TOKEN or TMDB_API_KEY`.
    static let tmdbCredentials = "\(accessToken.name) or \(apiKey.name)"
}

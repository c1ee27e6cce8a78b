import HTTPClientInterface

/// Which base URLs TMDB traffic may use (`HTTPURL.isAllowedTarget`: `https://`, or `http://` to
/// this machine), checked as the configuration is read, before any request.
enum TMDBURLPolicy {
    /// The most characters of a refused URL an error shows.
    static let shownLength = 120

    /// `url` without trailing slashes, or the reason it is refused (naming it as `shown(_:)`
    /// writes it).
    static func validated(_ url: String) throws(TMDBConfigurationError) -> String {
        // A query or a fragment has no place in a base URL.
        guard let parts = HTTPURL(url), !parts.hasQueryOrFragment else { throw .invalidBaseURL(shown(url)) }
        switch parts.scheme {
        case "https", "http": guard parts.isAllowedTarget else { throw .insecureBaseURL(shown(url)) }
        default: throw .invalidBaseURL(shown(url))
        }
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// `url` as an error may show it: a user and password (`https://bob:pw@host`) and a query
    /// or fragment (`?api_key=…`) may hold a secret, so each is written `***`; cut to
    /// `shownLength` characters with `…`.
    static func shown(_ url: String) -> String {
        var text = Substring(url)
        if let query = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            text = text[..<query] + "\(text[query])***"
        }
        let scheme = text.indices.first { text[$0...].hasPrefix("://") }
        let authorityStart = scheme.map { text.index($0, offsetBy: 3) } ?? text.startIndex
        let authorityEnd = text[authorityStart...].firstIndex(where: { "/?#".contains($0) }) ?? text.endIndex
        if let at = text[authorityStart..<authorityEnd].lastIndex(of: "@") {
            text = text[..<authorityStart] + "***" + text[at...]
        }
        return text.count > shownLength ? text.prefix(shownLength - 1) + "…" : String(text)
    }
}

import Foundation

/// Which URLs TMDB traffic may use: `https://` anywhere, plain `http://` only to this machine
/// (the fixture server, a local proxy), so that credentials never cross a network in clear.
enum TMDBURLPolicy {
    static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    /// `url` without trailing slashes, or the reason it is refused.
    static func validated(_ url: String) throws(TMDBConfigurationError) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased(), !host.isEmpty,
            components.user == nil, components.password == nil,
            components.query == nil, components.fragment == nil
        else { throw .invalidBaseURL(url) }
        switch scheme {
        case "https": break
        case "http" where loopbackHosts.contains(host): break
        case "http": throw .insecureBaseURL(url)
        default: throw .invalidBaseURL(url)
        }
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}

/// How requests prove who they are to TMDB: never in an endpoint or a cache key, and every
/// textual form of a value is redacted.
public enum TMDBCredentials: Sendable, Hashable {
    /// A v4 read access token, sent as `Authorization: Bearer …` (preferred: it stays out of URLs).
    case bearerToken(String)
    /// A v3 API key, sent as the `api_key` query parameter.
    case apiKey(String)

    /// The secret itself, to scrub from any text that leaves the Data layer.
    var secret: String {
        switch self {
        case .bearerToken(let token): token
        case .apiKey(let key): key
        }
    }

    /// `text` with every occurrence of the secret replaced by `[redacted]`.
    func redacting(_ text: String) -> String {
        guard !secret.isEmpty else { return text }
        // Bytes, not `Character`s: a combining mark after the secret must not hide it.
        let redacted = Array(text.utf8).replacing(Array(secret.utf8), with: Array("[redacted]".utf8))
        return String(decoding: redacted, as: UTF8.self)
    }
}

extension TMDBCredentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Which kind of credential, never its value.
    public var description: String {
        switch self {
        case .bearerToken: "bearer token ([redacted])"
        case .apiKey: "API key ([redacted])"
        }
    }

    /// The same as `description`: debug output must not leak the secret either.
    public var debugDescription: String { description }

    /// No children, so that `dump` and reflection show no secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}

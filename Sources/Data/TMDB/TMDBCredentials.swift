/// How requests prove who they are to TMDB. Never part of an endpoint or a cache key, and
/// never printed: every textual form of a value of this type is redacted.
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
        let secret = self.secret
        guard !secret.isEmpty else { return text }
        // Compared byte by byte (as `replacingOccurrences` compares UTF-16 units), not by
        // `Character`: a combining mark after the secret must not hide it.
        let needle = Array(secret.utf8)
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == needle[0], bytes.count - index >= needle.count,
                bytes[index..<(index + needle.count)].elementsEqual(needle)
            {
                output.append(contentsOf: "[redacted]".utf8)
                index += needle.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

// MARK: - Redacted descriptions

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

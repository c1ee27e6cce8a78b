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

    /// `text` with every occurrence of the secret replaced by `[redacted]`, in whatever form a
    /// server may echo it: raw, percent-encoded (`%2B`, `%2b`) byte by byte or in part, and as a
    /// form-encoded query value (a space as `+`).
    func redacting(_ text: String) -> String {
        guard !secret.isEmpty else { return text }
        // Bytes, not `Character`s: a combining mark after the secret must not hide it.
        return String(decoding: redacting(bytes: Array(text.utf8)), as: UTF8.self)
    }

    /// A successful answer's `body`, redacted as `redacting(_:)` does, so that a server echoing
    /// the request (a proxy, an echo service) has the secret neither shown nor cached; a secret
    /// shorter than `shortestRedactedInBodies` is left, since it could be a word of any document.
    func redactingBody(_ body: [UInt8]) -> [UInt8] {
        secret.utf8.count < Self.shortestRedactedInBodies ? body : redacting(bytes: body)
    }

    /// The shortest secret a body is redacted of: TMDB's keys have 32 characters, its tokens more.
    static let shortestRedactedInBodies = 16

    private func redacting(bytes: [UInt8]) -> [UInt8] {
        let secret = Array(self.secret.utf8)
        var redacted: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if let end = Self.match(secret[...], in: bytes, at: index) {
                redacted += Array("[redacted]".utf8)
                index = end
            } else {
                redacted.append(bytes[index])
                index += 1
            }
        }
        return redacted
    }

    /// Where `secret`, each byte written as itself or as `%XX`, ends when it starts at `start`
    /// in `bytes`; `nil` when it does not start there.
    private static func match(_ secret: ArraySlice<UInt8>, in bytes: [UInt8], at start: Int) -> Int? {
        guard let byte = secret.first else { return start }
        let rest = secret.dropFirst()
        if start + 2 < bytes.count, bytes[start] == UInt8(ascii: "%"),
            let high = hexValue(bytes[start + 1]), let low = hexValue(bytes[start + 2]), high << 4 | low == byte,
            let end = match(rest, in: bytes, at: start + 3)
        {
            return end
        }
        guard start < bytes.count else { return nil }
        let written = bytes[start] == byte || (byte == UInt8(ascii: " ") && bytes[start] == UInt8(ascii: "+"))
        return written ? match(rest, in: bytes, at: start + 1) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
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

/// One TMDB v3 request, without credentials: a path below the API base URL and its query
/// parameters. With the base URL it is also the response cache's key, which is why credentials
/// never live here.
public struct TMDBEndpoint: Sendable, Hashable {
    /// What the endpoint serves; the response cache keeps each kind fresh for its own window.
    public enum Kind: String, Sendable, Hashable {
        case search
        case details
        case configuration
    }

    public let kind: Kind
    /// The path below the base URL, without a leading slash: `search/movie`, `movie/603`.
    public let path: String
    /// Query parameters, already normalised (the query text as `MovieQuery` holds it).
    public let parameters: [String: String]

    public init(kind: Kind, path: String, parameters: [String: String] = [:]) {
        self.kind = kind
        self.path = path
        self.parameters = parameters
    }

    /// `path?name=value&…` below the base URL, with parameters sorted by name and
    /// percent-encoded: the same request always reads the same, whatever order its parameters
    /// were given in, so that the response cache keys it (with the base URL) reliably.
    public var relativeURL: String {
        let query = parameters.sorted { $0.key < $1.key }
            .map { "\(Self.percentEncoded($0.key))=\(Self.percentEncoded($0.value))" }
            .joined(separator: "&")
        return query.isEmpty ? path : "\(path)?\(query)"
    }

    /// RFC 3986 unreserved characters pass; every other byte of the UTF-8 becomes `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(hex[Int(byte >> 4)])
                encoded.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return encoded
    }
}

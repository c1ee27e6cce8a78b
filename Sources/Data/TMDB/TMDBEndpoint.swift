/// One TMDB v3 request without credentials (with the base URL, it is the response cache's key):
/// a path below the API base URL and its query parameters.
public struct TMDBEndpoint: Sendable, Hashable {
    /// What the endpoint serves; the response cache keeps each kind fresh for its own window.
    public enum Kind: String, Sendable, Hashable {
        case search, details, configuration, list, person
    }

    /// What the endpoint serves.
    public let kind: Kind
    /// The path below the base URL, without a leading slash: `search/movie`, `movie/603`.
    public let path: String
    /// Query parameters, already normalised (the query text as `MovieQuery` holds it).
    public let parameters: [String: String]

    /// The request for `path` with `parameters`.
    public init(kind: Kind, path: String, parameters: [String: String] = [:]) {
        self.kind = kind
        self.path = path
        self.parameters = parameters
    }

    /// `path?name=value&…`, parameters sorted by name and percent-encoded, so that one request
    /// always reads (and is cached) the same.
    public var relativeURL: String {
        let query = parameters.sorted { $0.key < $1.key }
            .map { "\(Self.percentEncoded($0.key))=\(Self.percentEncoded($0.value))" }
            .joined(separator: "&")
        return query.isEmpty ? path : "\(path)?\(query)"
    }

    /// RFC 3986 unreserved characters pass; every other byte of the UTF-8 becomes `%XX`.
    static func percentEncoded(_ text: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        let encoded = text.utf8.flatMap { byte in
            unreserved.contains(byte) ? [byte] : [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}

/// One HTTP GET: the Data layer only reads from servers.
public struct HTTPRequest: Sendable, Hashable {
    /// An absolute `http` or `https` URL, already percent-encoded.
    public var url: String
    /// Extra request headers by name; `User-Agent` comes from the client's configuration.
    public var headers: [String: String]
    /// How long the whole exchange may take, redirects included; `nil` for the client's
    /// `totalTimeout`. A caller that retries gives each attempt what is left of its own limit.
    public var timeout: Duration?

    /// Creates a GET of `url` with `headers`.
    public init(url: String, headers: [String: String] = [:], timeout: Duration? = nil) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }

    /// Whether `value` can be sent as a credential in a header or a query (an API key, a bearer
    /// token): visible ASCII only, so that it can neither end a header line nor break a URL.
    public static func isToken(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }
}

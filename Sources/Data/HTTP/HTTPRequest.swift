/// One HTTP GET: the Data layer only reads from servers.
public struct HTTPRequest: Sendable, Hashable {
    /// An absolute `http` or `https` URL, already percent-encoded.
    public var url: String
    /// Extra request headers by name; `User-Agent` comes from the client's configuration.
    public var headers: [String: String]

    /// Creates a GET of `url` with `headers`.
    public init(url: String, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}

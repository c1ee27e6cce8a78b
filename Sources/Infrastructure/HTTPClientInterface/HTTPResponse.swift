/// What a server answered, whatever its status: error bodies are read like any other.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status of the last response (after redirects).
    public let status: Int
    /// The last response's headers, names lower-cased; a repeated header keeps its last value.
    public let headers: [String: String]
    /// The body, decompressed.
    public let body: [UInt8]

    /// A response; tests of the layers above build these for their HTTP doubles.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of header `name`, whatever its case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

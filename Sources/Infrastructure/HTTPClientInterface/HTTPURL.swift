/// The parts of an absolute URL that the transport's rules look at: scheme, host and port.
///
/// Read by hand rather than with `URLComponents`, whose host parsing runs ICU's IDNA (loading
/// its data) at every start of `movies` with TMDB credentials set, cache hits included; a URL
/// sent here is plain ASCII, and anything else is refused.
public struct HTTPURL: Hashable, Sendable {
    /// The hosts that are this machine: plain `http` may go to them and nowhere else.
    public static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    /// Lower-cased: `https`, `http`, or any other scheme the URL names.
    public let scheme: String
    /// Lower-cased; an IPv6 host keeps its brackets.
    public let host: String
    /// `:8080`, or `""` for the scheme's default port.
    public let port: String
    /// Whether a `?query` or a `#fragment` follows the path.
    public let hasQueryOrFragment: Bool

    /// `scheme://host[:port][/path][?query][#fragment]` (RFC 3986) with no user; `nil` for
    /// anything else.
    public init?(_ url: String) {
        let bytes = Array(url.utf8)
        guard bytes.allSatisfy(Self.isAllowed), let separator = Self.find(Array("://".utf8), in: bytes),
            separator > 0, Self.isLetter(bytes[0]),
            bytes[..<separator].allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || "+-.".utf8.contains($0) })
        else { return nil }
        let authorityStart = separator + 3
        let authorityEnd = bytes[authorityStart...].firstIndex(where: { "/?#".utf8.contains($0) }) ?? bytes.count
        // A user (`user:password@`) is never sent: a URL with one is refused.
        guard !bytes[authorityStart..<authorityEnd].contains(UInt8(ascii: "@")) else { return nil }
        let authority = bytes[authorityStart..<authorityEnd]
        let hostEnd: Int
        if authority.first == UInt8(ascii: "[") {
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")), close > authorityStart + 1 else {
                return nil
            }
            hostEnd = close + 1
        } else {
            hostEnd = authority.firstIndex(of: UInt8(ascii: ":")) ?? authorityEnd
        }
        let port = bytes[hostEnd..<authorityEnd]
        // A host name has at most 253 characters (RFC 1035), a port 1 to 65535: libcurl refuses
        // anything else at the first request, so it is refused here, as the configuration is read.
        guard (1...Self.maxHostLength).contains(hostEnd - authorityStart),
            port.isEmpty || port.first == UInt8(ascii: ":"), Self.isPort(port.dropFirst())
        else { return nil }
        scheme = String(decoding: bytes[..<separator], as: UTF8.self).lowercased()
        host = String(decoding: bytes[authorityStart..<hostEnd], as: UTF8.self).lowercased()
        self.port = String(decoding: port, as: UTF8.self)
        hasQueryOrFragment = bytes[authorityEnd...].contains { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    }

    /// Whether the host is this machine.
    public var isLoopback: Bool { Self.loopbackHosts.contains(host) }

    /// The rule every request and every redirect target meets: `https` anywhere, plain `http`
    /// only to this machine, so that nothing sent crosses a network in clear.
    public var isAllowedTarget: Bool { scheme == "https" || (scheme == "http" && isLoopback) }

    /// `scheme://host:port`: a redirect to another origin loses the request's credentials.
    public var origin: String { "\(scheme)://\(host)\(port)" }

    /// The longest host accepted: a DNS name's 253 characters, with brackets to spare.
    static let maxHostLength = 255

    // MARK: - Bytes

    /// Nothing (the scheme's port), or the digits of 1 to 65535.
    private static func isPort(_ digits: ArraySlice<UInt8>) -> Bool {
        guard !digits.isEmpty else { return true }
        guard digits.count <= 5, digits.allSatisfy(isDigit) else { return false }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (1...65_535).contains(value)
    }

    /// RFC 3986's unreserved and reserved characters and `%`: printable ASCII but space and `"<>\^`{|}`.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) && !"\"<>\\^`{|}".utf8.contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

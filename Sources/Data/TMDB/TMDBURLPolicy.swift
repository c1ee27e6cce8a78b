/// Which URLs TMDB traffic may use: `https://` anywhere, plain `http://` only to this machine
/// (the fixture server, a local proxy), so that credentials never cross a network in clear.
///
/// The base URL is read by hand rather than with `URLComponents`, whose host parsing runs ICU's
/// IDNA (loading its data) at every start of `movies` with TMDB credentials set, cache hits
/// included; a base URL is plain ASCII, and anything else is refused.
enum TMDBURLPolicy {
    static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    /// `url` without trailing slashes, or the reason it is refused.
    static func validated(_ url: String) throws(TMDBConfigurationError) -> String {
        guard let parts = Parts(url) else { throw .invalidBaseURL(url) }
        switch parts.scheme {
        case "https": break
        case "http" where loopbackHosts.contains(parts.host): break
        case "http": throw .insecureBaseURL(url)
        default: throw .invalidBaseURL(url)
        }
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    // MARK: - Parsing

    /// `scheme://host[:port][/path]` (RFC 3986) with no user, query or fragment; scheme and host
    /// lower-cased, an IPv6 host kept in brackets.
    private struct Parts {
        let scheme: String
        let host: String

        init?(_ url: String) {
            let bytes = Array(url.utf8)
            guard bytes.allSatisfy(Self.isAllowed), let separator = Self.find(Array("://".utf8), in: bytes),
                separator > 0, Self.isLetter(bytes[0]),
                bytes[..<separator].allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || "+-.".utf8.contains($0) })
            else { return nil }
            let authorityStart = separator + 3
            let authorityEnd = bytes[authorityStart...].firstIndex(where: { "/?#".utf8.contains($0) }) ?? bytes.count
            // A query or a fragment has no place in a base URL; neither has a user (`@`).
            guard !bytes[authorityStart...].contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
                !bytes[authorityStart..<authorityEnd].contains(UInt8(ascii: "@"))
            else { return nil }
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
            guard hostEnd > authorityStart, port.isEmpty || port.first == UInt8(ascii: ":"),
                port.dropFirst().allSatisfy(Self.isDigit)
            else { return nil }
            scheme = String(decoding: bytes[..<separator], as: UTF8.self).lowercased()
            host = String(decoding: bytes[authorityStart..<hostEnd], as: UTF8.self).lowercased()
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
}

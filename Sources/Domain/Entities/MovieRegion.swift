/// A country, as ISO 3166-1 writes it in two letters (`US`, `DE`): it chooses a film's
/// certification and where it can be watched, and narrows the lists that take one.
public struct MovieRegion: Sendable, Hashable, CustomStringConvertible {
    /// Two upper-case ASCII letters.
    public let code: String

    /// The region `text` names, in either case (`de` is `DE`); `nil` unless it is two ASCII letters.
    public init?(code text: String) {
        let isLetter = { (byte: UInt8) in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        }
        guard text.utf8.count == 2, text.utf8.allSatisfy(isLetter) else { return nil }
        code = text.uppercased()
    }

    /// The United States: the region when nothing says another.
    public static let unitedStates = MovieRegion(code: "US")!

    /// The code, `DE`.
    public var description: String { code }
}

/// What the user searches for: normalised text (trimmed, inner whitespace collapsed to one
/// space) and an optional release year. A value of this type is always a valid query.
public struct MovieQuery: Sendable, Hashable {
    /// The longest query accepted, in characters (the movie service states no limit).
    public static let maxLength = 500
    /// The years a `year` filter may name.
    public static let years = 1800...2999

    /// The words searched, trimmed, with one space between words.
    public let text: String
    /// Only films released that year, when set.
    public let year: Int?

    /// Normalises `text` and validates it and `year`.
    public init(text: String, year: Int? = nil) throws(MovieQueryError) {
        let words = text.split(whereSeparator: \.isWhitespace)
        let normalised = words.joined(separator: " ")
        guard !normalised.isEmpty else { throw .empty }
        guard normalised.count <= Self.maxLength else { throw .tooLong(maxLength: Self.maxLength) }
        guard !normalised.unicodeScalars.contains(where: Self.isControl) else { throw .controlCharacters }
        // What bytes that are not UTF-8 were read as (piped input): no title holds it.
        guard !normalised.unicodeScalars.contains("\u{FFFD}") else { throw .notUTF8 }
        if let year, !Self.years.contains(year) { throw .yearOutOfRange(year) }
        self.text = normalised
        self.year = year
    }

    /// The text folded for comparing queries: "Batman" and " batman " are the same query.
    public var comparisonKey: String { text.lowercased() }

    /// Control and format characters (ESC, bidi overrides, …), but the zero-width joiner and
    /// the tag characters that emoji (👨‍👩‍👧, subdivision flags) are made of.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format: !(scalar == zeroWidthJoiner || emojiTags.contains(scalar.value))
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let emojiTags: ClosedRange<UInt32> = 0xE0020...0xE007F
}

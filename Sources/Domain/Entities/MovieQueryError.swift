/// Why a text cannot be a `MovieQuery`.
public enum MovieQueryError: Error, Sendable, Hashable {
    /// The text has no words.
    case empty
    /// The normalised text is longer than `maxLength` characters.
    case tooLong(maxLength: Int)
    /// The text holds control or format characters (ESC, BEL, bidi overrides, …).
    case controlCharacters
    /// The text holds U+FFFD, the replacement character: bytes that were not UTF-8.
    case notUTF8
    /// The year is outside `MovieQuery.years`.
    case yearOutOfRange(Int)

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .empty: "the query is empty"
        case .tooLong(let maxLength): "the query is longer than \(maxLength) characters"
        case .controlCharacters: "the query contains control characters"
        case .notUTF8: "the query is not valid UTF-8"
        case .yearOutOfRange(let year):
            "\(year) is not a year to search (\(MovieQuery.years.lowerBound)…\(MovieQuery.years.upperBound))"
        }
    }
}

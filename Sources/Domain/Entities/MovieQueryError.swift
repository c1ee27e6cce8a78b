/// Why a text cannot be a `MovieQuery`.
public enum MovieQueryError: Error, Sendable, Hashable {
    case empty
    case tooLong(maxLength: Int)
    case controlCharacters
    case yearOutOfRange(Int)

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .empty: "the query is empty"
        case .tooLong(let maxLength): "the query is longer than \(maxLength) characters"
        case .controlCharacters: "the query contains control characters"
        case .yearOutOfRange(let year):
            "\(year) is not a year to search (\(MovieQuery.years.lowerBound)…\(MovieQuery.years.upperBound))"
        }
    }
}

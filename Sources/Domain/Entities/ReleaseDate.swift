/// A release date that may be known only to the year (the offline catalog knows no more).
public struct ReleaseDate: Sendable, Hashable {
    /// The year, 1…9999.
    public let year: Int
    /// 1…12, or `nil` when only the year is known.
    public let month: Int?
    /// 1…31, or `nil` when only the year (or year and month) is known.
    public let day: Int?

    /// Creates a date; returns `nil` when a component is out of range.
    public init?(year: Int, month: Int? = nil, day: Int? = nil) {
        guard (1...9999).contains(year) else { return nil }
        if let month, !(1...12).contains(month) { return nil }
        if let day, month == nil || !(1...31).contains(day) { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` (also `YYYY-MM` and `YYYY`); `nil` for `""` or anything else.
    public init?(iso8601 text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts[0].count == 4,
            parts.dropFirst().allSatisfy({ $0.count == 2 }),
            let numbers = Optional(parts.compactMap { Int($0) }),
            numbers.count == parts.count
        else { return nil }
        self.init(year: numbers[0], month: numbers.dropFirst().first, day: numbers.dropFirst(2).first)
    }

    /// `YYYY-MM-DD` when the full date is known, else `nil`: a year alone is not a date.
    public var iso8601: String? {
        guard let month, let day else { return nil }
        return "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

import MoviesDomain

/// The texts screens show for a movie's numbers and dates, the same on every machine (no locale).
public enum MovieFormatting {
    /// What a film with no release date shows instead.
    public static let toBeAnnounced = "To be announced"
    /// What a film nobody voted for shows instead of a rating of 0.
    public static let notRated = "Not rated"

    /// "7.5": TMDB's vote average to one decimal, or `notRated` when nobody voted.
    public static func rating(_ voteAverage: Double, voteCount: Int) -> String {
        guard voteCount > 0 || voteAverage > 0, voteAverage.isFinite else { return notRated }
        // Clamped before the conversion: a value out of range from any source must not trap.
        let tenths = Int((min(max(0, voteAverage), 10) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// "143,853": a count or an amount with its thousands grouped by commas.
    public static func grouped(_ number: Int) -> String {
        // The magnitude, which every Int has: a count from outside may be anything.
        let digits = Array(String(number.magnitude))
        let grouped = digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : String(digit)
        }
        return (number < 0 ? "-" : "") + grouped.joined()
    }

    /// "1979", or `toBeAnnounced`.
    public static func year(_ date: ReleaseDate?) -> String {
        date.map { String($0.year) } ?? toBeAnnounced
    }
}

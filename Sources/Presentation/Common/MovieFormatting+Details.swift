import MoviesDomain

/// The texts only a movie's details show.
extension MovieFormatting {
    /// "1979-05-25", "1979-05", "1979", or `toBeAnnounced`: as much as is known.
    public static func releaseDate(_ date: ReleaseDate?) -> String {
        guard let date else { return toBeAnnounced }
        if let full = date.iso8601 { return full }
        guard let month = date.month else { return String(date.year) }
        return "\(date.year)-\(month < 10 ? "0" : "")\(month)"
    }

    /// "2h 1m", "2h", "45m"; `nil` when the runtime is unknown or zero (TMDB sends 0 for unknown).
    public static func runtime(minutes: Int?) -> String? {
        guard let minutes, minutes > 0 else { return nil }
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        switch (hours, rest) {
        case (0, _): return "\(rest)m"
        case (_, 0): return "\(hours)h"
        default: return "\(hours)h \(rest)m"
        }
    }
}

/// How old a cache entry is, in words for a notice: "3 days", "1 hour", "less than a minute".
enum CacheAgeDescription {
    static func text(for age: Duration) -> String {
        let seconds = max(age.components.seconds, 0)
        switch seconds {
        case ..<60: return "less than a minute"
        case ..<3600: return plural(seconds / 60, "minute")
        case ..<(48 * 3600): return plural(seconds / 3600, "hour")
        default: return plural(seconds / 86400, "day")
        }
    }

    private static func plural(_ count: Int64, _ unit: String) -> String {
        count == 1 ? "1 \(unit)" : "\(count) \(unit)s"
    }
}

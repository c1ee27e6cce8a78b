/// "12 seconds", "5 minutes", "3 hours", "2 days": how old a cached answer is.
enum AgeText {
    static func text(_ age: Duration) -> String {
        let seconds = max(0, age.components.seconds)
        switch seconds {
        case ..<60: return plural(seconds, "second")
        case ..<3600: return plural(seconds / 60, "minute")
        case ..<86_400: return plural(seconds / 3600, "hour")
        default: return plural(seconds / 86_400, "day")
        }
    }

    private static func plural(_ count: Int64, _ unit: String) -> String {
        count == 1 ? "1 \(unit)" : "\(count) \(unit)s"
    }
}

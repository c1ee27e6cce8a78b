/// "12 seconds", "5 minutes", "30 hours", "3 days": how old something is, in the one wording
/// every screen and notice uses. Hours up to two days, so that 30 hours never reads "1 day".
public enum AgeText {
    /// `age` in words, in its largest whole unit; a negative age reads as "0 seconds".
    public static func text(_ age: Duration) -> String {
        let seconds = max(0, age.components.seconds)
        switch seconds {
        case ..<60: return plural(seconds, "second")
        case ..<3600: return plural(seconds / 60, "minute")
        case ..<(48 * 3600): return plural(seconds / 3600, "hour")
        default: return plural(seconds / 86_400, "day")
        }
    }

    private static func plural(_ count: Int64, _ unit: String) -> String {
        count == 1 ? "1 \(unit)" : "\(count) \(unit)s"
    }
}

import SettingsStore

/// How long a TMDB request may take, from `MOVIES_TIMEOUT` and `MOVIES_CONNECT_TIMEOUT`
/// (seconds, fractions allowed): the defaults suit a person at a terminal, a script or a test
/// can ask for less.
struct NetworkTimeouts: Sendable, Hashable {
    /// The most one request may take, redirects and rate-limit waits included.
    var total: Duration = .seconds(30)
    /// The most establishing a connection may take.
    var connect: Duration = .seconds(10)

    /// What either variable takes: at most 600 s, beyond which a value is a typo, not a wish.
    static let seconds = SecondsSetting(maximum: 600)
    /// What a value must be, after the variable's name.
    static var rule: String { seconds.rule }

    /// The timeouts a run asks for: `total` (`MOVIES_TIMEOUT`) and `connect`
    /// (`MOVIES_CONNECT_TIMEOUT`) as given, `nil` keeping the default; a value that is not a
    /// number of seconds in 0 < s ≤ 600 is refused, named by its variable.
    init(total: String?, connect: String?) throws(AppSetupFailure) {
        if let total { self.total = try Self.duration(total, .timeout) }
        if let connect { self.connect = try Self.duration(connect, .connectTimeout) }
    }

    /// The defaults.
    init() {}

    private static func duration(_ text: String, _ variable: EnvironmentVariable) throws(AppSetupFailure) -> Duration {
        guard let duration = seconds.duration(text) else {
            // MOVIES_TIMEOUT is the timeout setting's variable: its help is config's.
            throw AppSetupFailure(
                message: "\(variable.name) \(rule)", helpTopic: variable == .timeout ? .config : .general)
        }
        return duration
    }
}

import CurlHTTP
import MoviesData

/// How long a TMDB request may take, from `MOVIES_TIMEOUT` and `MOVIES_CONNECT_TIMEOUT`
/// (seconds, fractions allowed): the defaults suit a person at a terminal, a script or a test
/// can ask for less.
struct NetworkTimeouts: Sendable, Hashable {
    /// The most one request may take, redirects and rate-limit waits included.
    var total: Duration = .seconds(30)
    /// The most establishing a connection may take.
    var connect: Duration = .seconds(10)

    /// The largest value either variable takes: beyond it a typo, not a wish.
    static let maximum: Duration = .seconds(600)
    /// What a value must be, after the variable's name.
    static let rule = "must be a number of seconds from 0.001 to 600"

    /// The timeouts a run asks for: `total` (`MOVIES_TIMEOUT`) and `connect`
    /// (`MOVIES_CONNECT_TIMEOUT`) as given, `nil` keeping the default; a value that is not a
    /// number of seconds in 0 < s ≤ 600 is refused, named by its variable.
    init(total: String?, connect: String?) throws(AppSetupFailure) {
        if let total { self.total = try Self.seconds(total, EnvironmentVariable.timeout) }
        if let connect { self.connect = try Self.seconds(connect, EnvironmentVariable.connectTimeout) }
    }

    /// The defaults.
    init() {}

    /// libcurl's limits: a stall is abandoned after 15 s, or sooner when the whole request may
    /// not take that long. `caBundlePath` is the CA bundle the user named, if any.
    func clientConfiguration(userAgent: String, caBundlePath: String?) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(
            userAgent: userAgent, connectTimeout: min(connect, total), totalTimeout: total,
            stallTimeout: min(.seconds(15), total), caBundlePath: caBundlePath)
    }

    /// Waiting out TMDB's rate limit never takes longer than a request may.
    var retryPolicy: TMDBRetryPolicy {
        var policy = TMDBRetryPolicy()
        policy.maxTotalWait = min(policy.maxTotalWait, total)
        return policy
    }

    // MARK: - Parsing

    private static func seconds(_ text: String, _ variable: EnvironmentVariable) throws(AppSetupFailure) -> Duration {
        guard let seconds = seconds(text) else { throw AppSetupFailure(message: "\(variable.name) \(rule)") }
        return seconds
    }

    /// `text` as a duration when it is a number of seconds in 0 < s ≤ 600 (digits and a point).
    static func seconds(_ text: String) -> Duration? {
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }), let value = Double(text),
            value > 0, value <= 600
        else { return nil }
        return .milliseconds(max(1, Int64((value * 1000).rounded())))
    }
}

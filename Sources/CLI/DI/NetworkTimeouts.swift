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

    /// The timeouts `environment` sets; an empty or unset variable keeps its default, and a
    /// value that is not a number of seconds in 0 < s ≤ 600 is refused.
    static func fromEnvironment(_ environment: [String: String]) throws(AppSetupFailure) -> NetworkTimeouts {
        var timeouts = NetworkTimeouts()
        if let total = try seconds(environment, "MOVIES_TIMEOUT") { timeouts.total = total }
        if let connect = try seconds(environment, "MOVIES_CONNECT_TIMEOUT") { timeouts.connect = connect }
        return timeouts
    }

    /// libcurl's limits: a stall is abandoned after 15 s, or sooner when the whole request may
    /// not take that long. `caBundlePath` is the CA bundle the user named, if any.
    func clientConfiguration(userAgent: String, caBundlePath: String?) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(
            userAgent: userAgent, connectTimeout: min(connect, total), totalTimeout: total,
            stallTimeout: min(.seconds(15), total), caBundlePath: caBundlePath)
    }

    /// The CA bundle the user named as curl and git read it: `CURL_CA_BUNDLE`, else
    /// `SSL_CERT_FILE`; `nil` (the system's) when neither is set.
    static func caBundlePath(_ environment: [String: String]) -> String? {
        ["CURL_CA_BUNDLE", "SSL_CERT_FILE"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// Waiting out TMDB's rate limit never takes longer than a request may.
    var retryPolicy: TMDBRetryPolicy {
        var policy = TMDBRetryPolicy()
        policy.maxTotalWait = min(policy.maxTotalWait, total)
        return policy
    }

    // MARK: - Parsing

    private static func seconds(_ environment: [String: String], _ variable: String) throws(AppSetupFailure)
        -> Duration?
    {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        guard let seconds = seconds(text) else { throw AppSetupFailure(message: "\(variable) \(rule)") }
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

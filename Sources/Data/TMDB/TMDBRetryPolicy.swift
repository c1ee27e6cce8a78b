/// How `TMDBNetworkFetcher` waits out HTTP 429: `Retry-After`, else exponential backoff, within
/// `maxRetries` and `maxTotalWait`.
public struct TMDBRetryPolicy: Sendable, Hashable {
    /// How many times one request is sent again after a 429.
    public var maxRetries: Int
    /// The most all the waits of one request may add up to.
    public var maxTotalWait: Duration
    /// The first backoff without `Retry-After`; each next one doubles, up to `maxBackoff`.
    public var initialBackoff: Duration
    /// The longest one backoff may be.
    public var maxBackoff: Duration

    /// The defaults: 2 retries, 10 s in all, backoff 0.5 s then 1 s.
    public init(
        maxRetries: Int = 2, maxTotalWait: Duration = .seconds(10), initialBackoff: Duration = .milliseconds(500),
        maxBackoff: Duration = .seconds(4)
    ) {
        self.maxRetries = maxRetries
        self.maxTotalWait = maxTotalWait
        self.initialBackoff = initialBackoff
        self.maxBackoff = maxBackoff
    }

    /// How long to wait before retry number `retry` (0-based) after `waited` already, or `nil`
    /// when the policy says to give up.
    func delay(beforeRetry retry: Int, retryAfter: Duration?, waited: Duration) -> Duration? {
        guard retry < maxRetries else { return nil }
        let backoff = min(initialBackoff * (1 << min(retry, 30)), maxBackoff)
        let delay = retryAfter ?? backoff
        guard waited + delay <= maxTotalWait else { return nil }
        return delay
    }
}

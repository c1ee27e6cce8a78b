import FoundationEssentials

/// One response cache entry: the raw JSON bytes TMDB sent for a request, the request's key
/// (the base URL and `TMDBEndpoint.relativeURL`, never a credential) and when TMDB sent it.
public struct CachedJSONResponse: Sendable, Hashable {
    public let key: String
    public let fetchedAt: Date
    public let body: [UInt8]

    public init(key: String, fetchedAt: Date, body: [UInt8]) {
        self.key = key
        self.fetchedAt = fetchedAt
        self.body = body
    }

    /// How long before `now` the entry was fetched; negative when it is dated in the future. The
    /// date may have been read from a file: an age beyond `Int64` milliseconds is clamped, never
    /// a trap.
    public func age(at now: Date) -> Duration {
        let milliseconds = (now.timeIntervalSince(fetchedAt) * 1000).rounded()
        guard !milliseconds.isNaN else { return .zero }
        return .milliseconds(Int64(exactly: milliseconds) ?? (milliseconds > 0 ? .max : .min))
    }
}

import FoundationEssentials

/// One response cache entry: the raw bytes a server sent for a request, the request's key (as
/// the client names requests; never a credential) and when the server sent it.
public struct CachedJSONResponse: Sendable, Hashable {
    /// What the entry answers: the client's name for the request.
    public let key: String
    /// When the server sent the body.
    public let fetchedAt: Date
    /// The bytes as the server sent them.
    public let body: [UInt8]

    /// An entry for `key`, fetched at `fetchedAt`.
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

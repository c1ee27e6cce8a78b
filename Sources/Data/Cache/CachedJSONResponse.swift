import FoundationEssentials

/// One response cache entry: the raw JSON bytes TMDB sent for a request, the request's key
/// (`TMDBEndpoint.cacheKey`, which never holds a credential) and when TMDB sent it.
public struct CachedJSONResponse: Sendable, Hashable {
    public let key: String
    public let fetchedAt: Date
    public let body: [UInt8]

    public init(key: String, fetchedAt: Date, body: [UInt8]) {
        self.key = key
        self.fetchedAt = fetchedAt
        self.body = body
    }
}

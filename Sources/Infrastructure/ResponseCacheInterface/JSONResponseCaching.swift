import FileSupport

/// Where a client keeps responses: `FileJSONResponseCache` on disk, or whatever a test puts
/// there. Implementations are safe to call from any thread.
public protocol JSONResponseCaching: Sendable {
    /// The entry stored for `key`, or nil when there is none or it cannot be trusted (corrupt,
    /// truncated, foreign, another key's). Throws when the store itself
    /// cannot be read.
    func response(forKey key: String) throws(FileError) -> CachedJSONResponse?
    /// Stores `response`, replacing any entry with its key, and evicts the oldest entries
    /// beyond the store's size bound.
    func store(_ response: CachedJSONResponse) throws(FileError)
    /// The store's folder, entry count and size.
    func info() throws(FileError) -> JSONResponseCacheInfo
    /// Removes every entry; returns what was removed.
    @discardableResult
    func clear() throws(FileError) -> JSONResponseCacheInfo
}

/// How much a response cache holds (`movies cache info`), or how much it gave back
/// (`movies cache clear`).
public struct ResponseCacheUsage: Sendable, Hashable {
    /// Where the cache lives, as its user would look for it (a folder's path).
    public let location: String
    /// How many responses it holds.
    public let entryCount: Int
    /// The size of those responses on disk, in bytes.
    public let totalBytes: Int
    /// The most the cache keeps before it forgets its oldest responses, in bytes.
    public let maxTotalBytes: Int

    /// The usage of the cache at `location`.
    public init(location: String, entryCount: Int, totalBytes: Int, maxTotalBytes: Int) {
        self.location = location
        self.entryCount = entryCount
        self.totalBytes = totalBytes
        self.maxTotalBytes = maxTotalBytes
    }
}

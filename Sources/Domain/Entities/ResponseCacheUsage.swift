/// How much a response cache holds (`movies cache info`), or gave back (`movies cache clear`).
public struct ResponseCacheUsage: Sendable, Hashable {
    /// Where the cache lives, as its user would look for it (a folder's path).
    public let location: String
    /// How many responses it holds.
    public let entryCount: Int
    /// The size of those responses on disk, in bytes.
    public let totalBytes: Int
    /// The most the cache keeps before it forgets its oldest responses, in bytes.
    public let maxTotalBytes: Int
    /// What clearing left in place, not being the cache's own (a FIFO); empty for the usage.
    public let leftInPlace: [String]

    /// The usage of the cache at `location`.
    public init(location: String, entryCount: Int, totalBytes: Int, maxTotalBytes: Int, leftInPlace: [String] = []) {
        self.location = location
        self.entryCount = entryCount
        self.totalBytes = totalBytes
        self.maxTotalBytes = maxTotalBytes
        self.leftInPlace = leftInPlace
    }
}

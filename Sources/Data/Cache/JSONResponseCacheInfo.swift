/// What `movies cache info` shows, and what `movies cache clear` removed.
public struct JSONResponseCacheInfo: Sendable, Hashable {
    /// The cache's folder.
    public let folder: String
    public let entryCount: Int
    /// The size of the entries' files, in bytes.
    public let totalBytes: Int

    public init(folder: String, entryCount: Int, totalBytes: Int) {
        self.folder = folder
        self.entryCount = entryCount
        self.totalBytes = totalBytes
    }
}

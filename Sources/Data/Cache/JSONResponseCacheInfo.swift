/// What `movies cache info` shows, and what `movies cache clear` removed.
public struct JSONResponseCacheInfo: Sendable, Hashable {
    /// The cache's folder.
    public let folder: String
    public let entryCount: Int
    /// The size of the entries' files, in bytes.
    public let totalBytes: Int
    /// What `clear` found in the cache's place but did not write and so left (a FIFO where an
    /// entry should be); empty for `info`.
    public let leftInPlace: [String]

    public init(folder: String, entryCount: Int, totalBytes: Int, leftInPlace: [String] = []) {
        self.folder = folder
        self.entryCount = entryCount
        self.totalBytes = totalBytes
        self.leftInPlace = leftInPlace
    }
}

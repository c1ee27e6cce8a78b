/// A cache's folder, entry count and size (`info`), or what `clear` removed.
public struct JSONResponseCacheInfo: Sendable, Hashable {
    /// The cache's folder.
    public let folder: String
    /// How many entries.
    public let entryCount: Int
    /// The size of the entries' files, in bytes.
    public let totalBytes: Int
    /// What `clear` found in the cache's place but did not write and so left (a FIFO where an
    /// entry should be); empty for `info`.
    public let leftInPlace: [String]

    /// The figures of the cache in `folder`.
    public init(folder: String, entryCount: Int, totalBytes: Int, leftInPlace: [String] = []) {
        self.folder = folder
        self.entryCount = entryCount
        self.totalBytes = totalBytes
        self.leftInPlace = leftInPlace
    }
}

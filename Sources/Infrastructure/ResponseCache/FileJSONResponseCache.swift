import Checksums
import FileSupport
import FoundationEssentials
import Glibc
import ResponseCacheInterface

/// The response cache on disk: one file per entry, named after the SHA-256 of the request key
/// (`CacheEntryName`) so that a name reveals neither the query nor a credential and a lookup
/// opens exactly one file, in one of 16 subfolders chosen by the digest's first hex digit
/// (`CacheShard`). Two keys with the same digest are told apart by the key stored in the file.
///
/// The size bound is kept by running accounts, not by listing: each subfolder has counters of
/// its entries and bytes, updated under its lock at every write, and is cleaned up alone when
/// they pass its sixteenth of the bound. A write, a lookup and `info` cost the same with 50,000
/// entries as with 10; `clear` lists everything, as it must remove everything.
///
/// Writes are atomic (temporary file + rename); an entry file's modification time is its fetch
/// time, which eviction orders by. Folders are 0700, files 0600. Several processes may share
/// the cache: see `CacheShard` for what stays exact, and the module's documentation for the
/// tolerance.
public struct FileJSONResponseCache: Sendable {
    /// The default bound on the entries' total size: 50 MiB.
    public static let defaultMaxTotalBytes = 50 * 1024 * 1024

    /// The cache's folder: `XDGDirectories.cacheFolder` in the app.
    public let folder: String
    /// The most the entries may take in all. Each subfolder may take a sixteenth of it; past
    /// that, its oldest entries are evicted.
    public let maxTotalBytes: Int

    /// A cache in `folder`, created (0700) at the first write.
    public init(folder: String, maxTotalBytes: Int = Self.defaultMaxTotalBytes) {
        self.folder = folder
        self.maxTotalBytes = maxTotalBytes
    }

    // MARK: - Private

    private var shards: [CacheShard] {
        (0..<CacheShard.count).map { CacheShard(cacheFolder: folder, index: $0, maxTotalBytes: maxTotalBytes) }
    }

    private func shard(forDigest digest: String) -> CacheShard {
        CacheShard(cacheFolder: folder, index: CacheEntryName.shardIndex(of: digest), maxTotalBytes: maxTotalBytes)
    }

    /// Whether the folder exists; reading a cache never creates it.
    private var exists: Bool {
        access(folder, F_OK) == 0 || errno != ENOENT
    }

    private func info(_ counters: CacheCounters) -> JSONResponseCacheInfo {
        JSONResponseCacheInfo(folder: folder, entryCount: counters.entries, totalBytes: counters.bytes)
    }
}

// MARK: - JSONResponseCaching

extension FileJSONResponseCache: JSONResponseCaching {
    public func response(forKey key: String) throws(FileError) -> CachedJSONResponse? {
        // A linked folder is refused for reading as for writing: no answer comes from behind it.
        try POSIXFiles.refuseLinkedFolder(folder)
        let digest = SHA256.hexDigest(key.utf8)
        let bytes = try POSIXFiles.read(shard(forDigest: digest).entryPath(digest: digest), maxBytes: maxTotalBytes)
        guard let bytes, let entry = CacheEntryFile.decode(bytes), entry.key == key else { return nil }
        return entry
    }

    public func store(_ response: CachedJSONResponse) throws(FileError) {
        let bytes = CacheEntryFile.encode(response)
        let digest = SHA256.hexDigest(response.key.utf8)
        let shard = shard(forDigest: digest)
        // An entry larger than its subfolder's share would evict the whole subfolder, then itself.
        guard bytes.count <= shard.share else { return }
        try POSIXFiles.makeFolder(folder)
        try shard.store(bytes, digest: digest, fetchedAt: response.fetchedAt)
    }

    public func info() throws(FileError) -> JSONResponseCacheInfo {
        try POSIXFiles.refuseLinkedFolder(folder)
        guard exists else { return info(.zero) }
        var total = CacheCounters.zero
        for shard in shards { total = total + (try shard.counters()) }
        return info(total)
    }

    @discardableResult
    public func clear() throws(FileError) -> JSONResponseCacheInfo {
        // Nothing behind a link is deleted: the folder it names may be anyone's.
        try POSIXFiles.refuseLinkedFolder(folder)
        guard exists else { return info(.zero) }
        var removed = CacheCounters.zero
        var leftInPlace: [String] = []
        for shard in shards {
            let cleared = try shard.clear()
            removed = removed + cleared.removed
            leftInPlace += cleared.leftInPlace
        }
        return JSONResponseCacheInfo(
            folder: folder, entryCount: removed.entries, totalBytes: removed.bytes, leftInPlace: leftInPlace)
    }
}

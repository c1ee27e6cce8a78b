import FoundationEssentials
import Glibc
import MoviesDomain

/// The response cache on disk: one file per entry in `folder`, named after the SHA-256 of the
/// request key so that a name reveals neither the query nor a credential, and so that a lookup
/// opens exactly one file whatever the number of entries. Two keys with the same digest are
/// told apart by the key stored in the file.
///
/// Writes are atomic (temporary file + rename in the folder); each entry file's modification
/// time is its fetch time, which is what eviction orders by. Folders are 0700, files 0600.
/// Several processes may share the folder: the worst a race does is evict an entry early.
public struct FileJSONResponseCache: Sendable {
    /// The default bound on the entries' total size: 50 MiB.
    public static let defaultMaxTotalBytes = 50 * 1024 * 1024

    /// Temporary files older than this were left by a process that died while writing.
    private static let abandonedTemporaryAge: TimeInterval = 3600
    private static let entrySuffix = ".entry"

    /// The cache's folder: `XDGDirectories.cacheFolder` in the app.
    public let folder: String
    /// When the entries' total size goes beyond this, the oldest are evicted.
    public let maxTotalBytes: Int

    /// A cache in `folder`, created (0700) at the first write.
    public init(folder: String, maxTotalBytes: Int = Self.defaultMaxTotalBytes) {
        self.folder = folder
        self.maxTotalBytes = maxTotalBytes
    }

    // MARK: - Private

    private func path(forKey key: String) -> String {
        "\(folder)/\(SHA256.hexDigest(key.utf8))\(Self.entrySuffix)"
    }

    private static func isEntryName(_ name: String) -> Bool {
        guard name.hasSuffix(entrySuffix) else { return false }
        let digest = name.utf8.dropLast(entrySuffix.utf8.count)
        return digest.count == 64
            && digest.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    private static func isTemporaryName(_ name: String) -> Bool {
        isEntryName(String(name.prefix(while: { $0 != "." })) + entrySuffix) && name.contains(".tmp-")
    }

    /// Every entry file with its size and fetch time, in no order; removes temporary files
    /// left by writers that died (or, with `removingTemporaries`, all of them).
    private func entries(removingTemporaries: Bool = false) throws(MoviesError) -> [StoredEntry] {
        var entries: [StoredEntry] = []
        for name in try POSIXFiles.names(in: folder) {
            let path = "\(folder)/\(name)"
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            if Self.isEntryName(name) {
                let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
                entries.append(StoredEntry(name: name, bytes: Int(status.st_size), modified: modified))
            } else if Self.isTemporaryName(name) {
                // A temporary's modification time is its fetch time; its change time is when it was written.
                let changed = Double(status.st_ctim.tv_sec)
                if removingTemporaries || Date().timeIntervalSince1970 - changed > Self.abandonedTemporaryAge {
                    try? POSIXFiles.remove(path)
                }
            }
        }
        return entries
    }

    /// Removes the oldest entries until the total fits, never the one just written. The folder
    /// is listed at every write (lookups never list it); sorting waits until something must go.
    private func evict(keeping kept: String) throws(MoviesError) {
        let entries = try entries()
        var total = entries.reduce(0) { $0 + $1.bytes }
        guard total > maxTotalBytes else { return }
        for entry in entries.sorted(by: { ($0.modified, $0.name) < ($1.modified, $1.name) }) where entry.name != kept {
            guard total > maxTotalBytes else { break }
            try POSIXFiles.remove("\(folder)/\(entry.name)")
            total -= entry.bytes
        }
    }

    private struct StoredEntry {
        let name: String
        let bytes: Int
        let modified: Double
    }
}

// MARK: - JSONResponseCaching

extension FileJSONResponseCache: JSONResponseCaching {
    public func response(forKey key: String) throws(MoviesError) -> CachedJSONResponse? {
        guard let bytes = try POSIXFiles.read(path(forKey: key), maxBytes: maxTotalBytes),
            let entry = CacheEntryFile.decode(bytes), entry.key == key
        else { return nil }
        return entry
    }

    public func store(_ response: CachedJSONResponse) throws(MoviesError) {
        let bytes = CacheEntryFile.encode(response)
        // An entry larger than the whole cache would evict everything and then itself.
        guard bytes.count <= maxTotalBytes else { return }
        try POSIXFiles.makeFolder(folder)
        let path = path(forKey: response.key)
        try POSIXFiles.writeAtomically(bytes, to: path, durable: false, modificationTime: response.fetchedAt)
        try evict(keeping: String(path.split(separator: "/").last ?? Substring(path)))
    }

    public func info() throws(MoviesError) -> JSONResponseCacheInfo {
        let entries = try entries()
        return JSONResponseCacheInfo(
            folder: folder, entryCount: entries.count, totalBytes: entries.reduce(0) { $0 + $1.bytes })
    }

    @discardableResult
    public func clear() throws(MoviesError) -> JSONResponseCacheInfo {
        let entries = try entries(removingTemporaries: true)
        for entry in entries { try POSIXFiles.remove("\(folder)/\(entry.name)") }
        return JSONResponseCacheInfo(
            folder: folder, entryCount: entries.count, totalBytes: entries.reduce(0) { $0 + $1.bytes })
    }
}

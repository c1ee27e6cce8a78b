import FileSupport
import FoundationEssentials
import Glibc

/// One of the response cache's 16 subfolders, `0` … `f`: the entries whose key digest starts
/// with that hex digit, and its `counters` file (`CacheCounters`): how many entries the
/// subfolder holds and their size. That file is also the subfolder's lock, held by every change
/// of the subfolder (a write, a cleanup, a clear), so that the files and the counters change
/// together however many processes share the cache.
///
/// Each subfolder may hold a sixteenth of the cache's bound, its *share*. A write adds its entry
/// to the counters; only when they pass the share does a cleanup list this one subfolder (see
/// `cleanUp`), recount it from the files and remove the oldest entries down to 80% of the
/// share. A write therefore costs the same with 50,000 entries as with 10, and a cleanup, which
/// lists a sixteenth of the cache, comes once every fifth of a share written. ccache keeps its
/// cache the same way.
struct CacheShard: Sendable {
    /// How many subfolders a cache has: one per hex digit.
    static let count = 16

    /// The subfolder's path: the cache folder, then the hex digit.
    let folder: String
    /// The most this subfolder's entries may take, in bytes: a sixteenth of the cache's bound.
    let share: Int

    /// Subfolder `index` (0 to 15) of the cache in `cacheFolder` whose bound is `maxTotalBytes`.
    init(cacheFolder: String, index: Int, maxTotalBytes: Int) {
        folder = "\(cacheFolder)/\(String(index, radix: 16))"
        share = maxTotalBytes / Self.count
    }

    var countersPath: String { "\(folder)/counters" }

    /// Where the entry whose key has `digest` is kept.
    func entryPath(digest: String) -> String {
        "\(folder)/\(CacheEntryName.fileName(digest: digest))"
    }

    // MARK: - Writing

    /// Writes `bytes` as the entry file of `digest`, dated `fetchedAt`, and counts it: a new
    /// entry adds one to the count and its size to the bytes, a replaced one the difference in
    /// size. When the bytes pass the share, the subfolder is cleaned up (never losing this entry).
    ///
    /// The whole write holds the subfolder's lock: it takes microseconds, and it makes the
    /// counters exact for every write that completes, whatever runs beside it.
    func store(_ bytes: [UInt8], digest: String, fetchedAt: Date) throws(FileError) {
        try POSIXFiles.makeFolder(folder)
        let path = entryPath(digest: digest)
        try withLockedCounters { file throws(FileError) in
            let replaced = POSIXFiles.regularFileStatus(path)
            try POSIXFiles.writeAtomically(bytes, to: path, durable: false, modificationTime: fetchedAt)
            guard var counters = try file.read() else {
                try cleanUp(keeping: path, counters: file)
                return
            }
            let added = CacheCounters(entries: replaced == nil ? 1 : 0, bytes: bytes.count - (replaced?.bytes ?? 0))
            counters = counters + added
            if counters.bytes > share {
                try cleanUp(keeping: path, counters: file)
            } else {
                try file.write(counters)
            }
        }
    }

    /// Runs `body` with the subfolder's counters file open and locked, made first when it is
    /// missing, holding what the files count (`CacheCounters.withLockedFile`).
    private func withLockedCounters<Result>(
        _ body: (CacheCounters.LockedFile) throws(FileError) -> Result
    ) throws(FileError) -> Result {
        let counted = { () throws(FileError) in try CacheFolderListing(folder: folder).counters }
        return try CacheCounters.withLockedFile(at: countersPath, initial: counted, body)
    }

    // MARK: - Accounts

    /// The subfolder's counters: read from its `counters` file, or recounted from its files
    /// (under the lock, and written) when that file is missing or damaged. A subfolder never
    /// written is empty. Counters that cannot be written (a full disk, a read-only folder, a
    /// lock held) are counted from the files all the same: this is a report, and the next
    /// write that can corrects them.
    func counters() throws(FileError) -> CacheCounters {
        if let counters = try CacheCounters.read(from: countersPath) { return counters }
        guard access(folder, F_OK) == 0 else { return .zero }
        do {
            return try withLockedCounters { file throws(FileError) -> CacheCounters in
                // Whole under the lock, unless they are missing or damaged.
                if let counters = try file.read() { return counters }
                return try cleanUp(keeping: nil, counters: file)
            }
        } catch {
            return try CacheFolderListing(folder: folder).counters
        }
    }

    /// Removes every entry of the subfolder (and the temporary files of writers that died), sets
    /// its counters to zero, and returns what the removed entries counted and what was left
    /// in place (`CacheFolderListing.strangers`). A subfolder never written is empty; one that
    /// cannot be there (a file where a folder of the cache should be) fails, as `counters()`
    /// does, rather than count nothing removed.
    func clear() throws(FileError) -> (removed: CacheCounters, leftInPlace: [String]) {
        guard access(folder, F_OK) == 0 else {
            if errno == ENOENT { return (.zero, []) }
            throw POSIXFiles.failure("cannot read", folder, errno)
        }
        return try withLockedCounters {
            file throws(FileError) -> (removed: CacheCounters, leftInPlace: [String]) in
            let listing = try CacheFolderListing(folder: folder)
            let removed = try listing.removeAll()
            try file.write(.zero)
            return (removed, listing.strangers)
        }
    }
}

import Glibc
import MoviesDomain

/// The cache's first layout: every `<digest>.entry` directly in the cache folder, with the bound
/// enforced by listing that folder at every write. Caches written that way keep working:
///
/// - a lookup that misses in the entry's subfolder reads its flat path too (`entryPath`), so an
///   entry is found before and after it is moved;
/// - the first write or `info` moves every flat entry into its subfolder, recounting the
///   subfolders it fills (`migrate`), then writes the `layout` file, so that later runs only
///   check that one name (`isMigrated`);
/// - `clear` removes flat entries too, including any that an older `movies` wrote since.
enum FlatCacheLayout {
    /// The file whose presence says the cache was migrated to subfolders.
    private static let markerName = "layout"
    private static let marker = Array("movies-json-cache subfolders 16\n".utf8)

    /// Where the flat layout kept the entry of `digest`.
    static func entryPath(folder: String, digest: String) -> String {
        "\(folder)/\(CacheEntryName.fileName(digest: digest))"
    }

    /// Whether the cache in `folder` was migrated (or was made with subfolders).
    static func isMigrated(folder: String) -> Bool {
        access("\(folder)/\(markerName)", F_OK) == 0
    }

    /// Moves every flat entry of `folder` into its subfolder of `shards` and marks the cache
    /// migrated. Safe to run in several processes at once (see `CacheShard.adopt`); a process
    /// killed half-way leaves no mark, and the next one finishes the work.
    static func migrate(folder: String, shards: [CacheShard]) throws(MoviesError) {
        var flatEntries = Array(repeating: [String](), count: CacheShard.count)
        for entry in try CacheFolderListing(folder: folder).entries {
            flatEntries[CacheEntryName.shardIndex(of: entry.name)].append(entry.name)
        }
        for (shard, names) in zip(shards, flatEntries) where !names.isEmpty {
            try shard.adopt(names, from: folder)
        }
        try POSIXFiles.writeAtomically(marker, to: "\(folder)/\(markerName)", durable: false)
    }

    /// Removes the flat entries of `folder` (and stale temporary files beside them); returns
    /// what they counted.
    static func clear(folder: String) throws(MoviesError) -> CacheCounters {
        try CacheFolderListing(folder: folder).removeAll()
    }
}

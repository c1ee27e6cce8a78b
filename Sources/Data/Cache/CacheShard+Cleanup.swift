import Glibc
import MoviesDomain

extension CacheShard {
    /// What a cleanup brings a subfolder over its share down to: 80% of the share, so that the
    /// next cleanup waits for a fifth of a share of writes, as ccache's does.
    var cleanedBytes: Int { share / 5 * 4 }

    /// Recounts the subfolder from its files and writes the counters: the one place where the
    /// accounts are corrected, whatever happened to them (a writer killed between its entry and
    /// its counters, a counters file deleted or damaged, entries removed by hand). Over the
    /// share, the oldest entries go first until the subfolder is down to `cleanedBytes`, never
    /// `kept` (the entry just written). Temporary files of writers that died are removed on the
    /// way (`TemporaryFile.removeIfStale`). Call with the lock held: `counters` is the locked
    /// counters file.
    @discardableResult
    func cleanUp(keeping kept: String?, counters file: CacheCounters.LockedFile) throws(MoviesError)
        -> CacheCounters
    {
        let listing = try CacheFolderListing(folder: folder)
        var counters = listing.counters
        if counters.bytes > share {
            for entry in listing.oldestFirst {
                guard counters.bytes > cleanedBytes else { break }
                let path = "\(folder)/\(entry.name)"
                guard path != kept else { continue }
                try POSIXFiles.remove(path)
                counters.entries -= 1
                counters.bytes -= entry.bytes
            }
        }
        try file.write(counters)
        return counters
    }

    /// Moves entry files of the flat layout (`FlatCacheLayout`), named `names` in `flatFolder`,
    /// into this subfolder, then recounts it. Each move happens under the lock and only if the
    /// file is still there, so that processes migrating at once move and count each entry once;
    /// when the subfolder already holds the same key, the copy fetched last is kept.
    func adopt(_ names: [String], from flatFolder: String) throws(MoviesError) {
        try POSIXFiles.makeFolder(folder)
        try CacheCounters.withLockedFile(at: countersPath) { file throws(MoviesError) in
            for name in names {
                let source = "\(flatFolder)/\(name)"
                let target = "\(folder)/\(name)"
                guard let flat = POSIXFiles.regularFileStatus(source) else { continue }
                if let current = POSIXFiles.regularFileStatus(target), current.modified >= flat.modified {
                    try POSIXFiles.remove(source)
                } else if rename(source, target) != 0, errno != ENOENT {
                    throw POSIXFiles.failure("cannot move", source, errno)
                }
            }
            try cleanUp(keeping: nil, counters: file)
        }
    }
}

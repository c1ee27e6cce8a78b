import FileSupport
import Glibc

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
    func cleanUp(keeping kept: String?, counters file: CacheCounters.LockedFile) throws(FileError)
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
}

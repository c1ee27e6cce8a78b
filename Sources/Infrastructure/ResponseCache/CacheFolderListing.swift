import FileSupport

/// The entry files of one subfolder of the cache, found by listing it: what a cleanup and `clear`
/// work from, and nothing else, since listing costs as much as the folder holds. Listing also
/// removes the temporary files of writers that died (`TemporaryFile.removeIfStale`).
struct CacheFolderListing {
    /// One entry file.
    struct Entry {
        let name: String
        let bytes: Int
        /// Its fetch time, which eviction orders by (every entry file is dated so).
        let modified: Double
    }

    let folder: String
    let entries: [Entry]
    /// Paths with an entry's name that are not regular files (a FIFO, a folder, a link):
    /// nothing the cache wrote, so nothing it removes.
    let strangers: [String]

    /// Lists `folder`; a folder that does not exist has no entries.
    init(folder: String) throws(FileError) {
        var entries: [Entry] = []
        var strangers: [String] = []
        for name in try POSIXFiles.names(in: folder) {
            guard CacheEntryName.isEntryName(name) else {
                TemporaryFile.removeIfStale(named: name, in: folder)
                continue
            }
            guard let status = POSIXFiles.regularFileStatus("\(folder)/\(name)") else {
                strangers.append("\(folder)/\(name)")
                continue
            }
            entries.append(Entry(name: name, bytes: status.bytes, modified: status.modified))
        }
        self.folder = folder
        self.entries = entries
        self.strangers = strangers.sorted()
    }

    /// What the listed entries count.
    var counters: CacheCounters {
        CacheCounters(entries: entries.count, bytes: entries.reduce(0) { CacheCounters.sum($0, $1.bytes) })
    }

    /// The entries, oldest fetched first; the name breaks ties so that every process agrees.
    var oldestFirst: [Entry] {
        entries.sorted { ($0.modified, $0.name) < ($1.modified, $1.name) }
    }

    /// Removes every listed entry; returns what they counted.
    func removeAll() throws(FileError) -> CacheCounters {
        for entry in entries { try POSIXFiles.remove("\(folder)/\(entry.name)") }
        return counters
    }
}

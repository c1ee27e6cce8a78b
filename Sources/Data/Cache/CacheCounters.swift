import MoviesDomain

/// The running accounts of one cache subfolder (`CacheShard`): how many entries it holds and
/// their size. They live in the subfolder's `counters` file, so that enforcing the size bound
/// never needs a listing:
///
///     movies-cache-counters 1
///     <entries> <bytes>
///
/// The file is also the subfolder's lock: a writer locks it (`withLockedFile`), changes the
/// subfolder, and rewrites the counters in place before unlocking. In place, not by a
/// temporary file and a rename: that would create and delete a file at every write. A reader
/// without the lock may see a write half done; it then finds the text invalid and reads again
/// under the lock. Counters that are missing or damaged are never guessed at: the subfolder
/// is recounted from its files (`CacheShard.cleanUp`).
struct CacheCounters: Hashable, Sendable {
    var entries: Int
    var bytes: Int

    static let zero = CacheCounters(entries: 0, bytes: 0)

    private static let magic = "movies-cache-counters 1\n"
    /// Anything longer was not written by us.
    private static let maxFileBytes = 128

    static func + (left: CacheCounters, right: CacheCounters) -> CacheCounters {
        CacheCounters(entries: left.entries + right.entries, bytes: left.bytes + right.bytes)
    }

    // MARK: - The counters file

    /// The counters file, open and locked.
    struct LockedFile {
        let descriptor: Int32
        let path: String

        /// The counters, or nil when the file is empty (new) or cannot be trusted.
        func read() throws(MoviesError) -> CacheCounters? {
            try POSIXFiles.readAll(descriptor, path: path, maxBytes: maxFileBytes).flatMap(decode)
        }

        func write(_ counters: CacheCounters) throws(MoviesError) {
            try POSIXFiles.overwrite(
                descriptor, with: Array("\(magic)\(counters.entries) \(counters.bytes)\n".utf8), path: path)
        }
    }

    /// Runs `body` with the counters file at `path` (created if missing) open and locked.
    static func withLockedFile<Result>(
        at path: String, _ body: (LockedFile) throws(MoviesError) -> Result
    ) throws(MoviesError) -> Result {
        try FileLock.withLockedFile(at: path) { descriptor throws(MoviesError) -> Result in
            try body(LockedFile(descriptor: descriptor, path: path))
        }
    }

    /// The counters stored at `path`, read without the lock: nil when there is no file, or it
    /// cannot be trusted (damaged, or caught half rewritten).
    static func read(from path: String) throws(MoviesError) -> CacheCounters? {
        try POSIXFiles.read(path, maxBytes: maxFileBytes).flatMap(decode)
    }

    private static func decode(_ bytes: [UInt8]) -> CacheCounters? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(magic), text.hasSuffix("\n") else { return nil }
        let fields = text.dropFirst(magic.count).dropLast().split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 2, let entries = Int(fields[0]), let bytes = Int(fields[1]), entries >= 0, bytes >= 0
        else { return nil }
        return CacheCounters(entries: entries, bytes: bytes)
    }
}

/// The running accounts of one cache subfolder (`CacheShard`): how many entries it holds and
/// their size. They live in the subfolder's `counters` file, so that enforcing the size bound
/// never needs a listing:
///
///     response-cache-counters 2
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

    static let magic = "response-cache-counters 2\n"
    /// Anything longer was not written by us.
    static let maxFileBytes = 128

    /// The sum, saturating at `Int.max` rather than trapping: counters and file sizes are read
    /// from disk, where anything may be written.
    static func + (left: CacheCounters, right: CacheCounters) -> CacheCounters {
        CacheCounters(entries: sum(left.entries, right.entries), bytes: sum(left.bytes, right.bytes))
    }

    /// `left + right`, or the bound it passed.
    static func sum(_ left: Int, _ right: Int) -> Int {
        let (value, overflow) = left.addingReportingOverflow(right)
        return overflow ? (right > 0 ? .max : .min) : value
    }

    // MARK: - The counters file's text

    /// The largest counts believed: a subfolder holds a sixteenth of a cache of megabytes, so
    /// anything near these was not written by a cache; its subfolder is recounted instead.
    static let believable = CacheCounters(entries: 1 << 40, bytes: 1 << 50)

    /// The file's bytes for `counters`.
    static func encode(_ counters: CacheCounters) -> [UInt8] {
        Array("\(magic)\(counters.entries) \(counters.bytes)\n".utf8)
    }

    /// The counters in `bytes`, or nil when they are not the file's text or not believable.
    static func decode(_ bytes: [UInt8]) -> CacheCounters? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(magic), text.hasSuffix("\n") else { return nil }
        let fields = text.dropFirst(magic.count).dropLast().split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 2, let entries = Int(fields[0]), let bytes = Int(fields[1]),
            (0...believable.entries).contains(entries), (0...believable.bytes).contains(bytes)
        else { return nil }
        return CacheCounters(entries: entries, bytes: bytes)
    }
}

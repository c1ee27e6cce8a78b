import MoviesDomain

/// The running accounts of one cache subfolder (`CacheShard`): how many entries it holds and
/// their size. They live in the subfolder's `counters` file, which every write reads and
/// rewrites under the subfolder's lock, so that enforcing the size bound never needs a listing:
///
///     movies-cache-counters 1
///     <entries> <bytes>
///
/// Counters that are missing or damaged are not guessed at: the subfolder is recounted from its
/// files (`CacheShard.cleanUp`), which every cleanup does anyway.
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

    /// The counters stored at `path`, or nil when there is no file or it cannot be trusted.
    static func read(from path: String) throws(MoviesError) -> CacheCounters? {
        guard let bytes = try POSIXFiles.read(path, maxBytes: maxFileBytes) else { return nil }
        return decode(bytes)
    }

    /// Replaces the file at `path` atomically: a reader sees the old counters or the new ones.
    func write(to path: String) throws(MoviesError) {
        try POSIXFiles.writeAtomically(Array("\(Self.magic)\(entries) \(bytes)\n".utf8), to: path, durable: false)
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

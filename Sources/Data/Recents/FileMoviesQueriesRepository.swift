import FileSupport
import FoundationEssentials
import Glibc
import MoviesDomain

/// Recent queries in a JSON file, `recent-queries.json` in `folder`: at most `capacity`,
/// newest first, one per `MovieQuery.comparisonKey` (a repeat moves to the top with its latest
/// spelling).
///
/// Several `movies` processes may save at once: every read-modify-write holds an exclusive
/// `flock` on `recent-queries.lock` and replaces the file atomically (temporary file, fsync,
/// rename), so no save is lost to a race and no reader sees half a file; the temporary file of a
/// writer killed before its rename is removed by the next writer. Reading takes no lock (a
/// rename is atomic) and writes nothing, so it works on a read-only disk. A file that cannot be
/// parsed is kept aside as `recent-queries.json.corrupt-<UTC time>` with a notice, and a fresh
/// list is started; a file a newer `movies` wrote is left as it is, read from and written to by
/// no one, with a notice. A query that cannot be saved is said once, as a notice (the search
/// that made it still answers).
public struct FileMoviesQueriesRepository: Sendable {
    /// How many queries are kept unless told otherwise.
    public static let defaultCapacity = 10
    /// A recents file larger than this was not written by us.
    private static let maxFileBytes = 1024 * 1024

    /// The store's folder: `XDGDirectories.stateFolder` in the app.
    public let folder: String
    private let capacity: Int
    private let notices: any NoticeReporting
    private let now: @Sendable () -> Date
    /// Each notice said once per process, however many saves or reads meet the same trouble.
    private let said = NoticesSaid()

    /// A store in `folder` (created 0700 at the first save) keeping `capacity` queries. `now`
    /// dates the name of a corrupt file kept aside.
    public init(
        folder: String,
        capacity: Int = Self.defaultCapacity,
        notices: any NoticeReporting,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.folder = folder
        self.capacity = capacity
        self.notices = notices
        self.now = now
    }

    /// The recents file's path.
    public var filePath: String { "\(folder)/recent-queries.json" }
    private var lockPath: String { "\(folder)/recent-queries.lock" }

    // MARK: - Private

    /// Runs `body` under the lock; `creatingFolder: false` skips it (returning `absent`) when
    /// there is no folder, so that reading never creates one.
    ///
    /// When the lock is free (the usual case) `body` runs at once where the caller runs: a few
    /// short file operations. Only when another process or task holds it does the wait move to a
    /// Dispatch thread (`BlockingIO`), so that it never blocks the caller's actor or one of the
    /// concurrency pool's few threads; not starting that thread for every save spares each
    /// search a thread.
    private func locked<Value: Sendable>(
        creatingFolder: Bool, absent: Value, _ body: @escaping @Sendable () throws(MoviesError) -> Value
    ) async throws(MoviesError) -> Value {
        if creatingFolder {
            try onDisk { () throws(FileError) in try POSIXFiles.makeFolder(folder) }
        } else if access(folder, F_OK) != 0 {
            return absent
        }
        let lockPath = lockPath
        if case .done(let value) = try FileLock.withExclusiveLockIfFree(on: lockPath, body) { return value }
        return try await BlockingIO.run { () throws(MoviesError) -> Value in
            try FileLock.withExclusiveLock(on: lockPath, body)
        }
    }

    /// What is stored, read without the lock and without writing anything.
    private enum Stored {
        case queries([MovieQuery])
        /// A newer `movies` wrote the file (this format version).
        case newerVersion(Int)
        /// The file cannot be used, for this reason.
        case unreadable(String)
    }

    private func read() throws(MoviesError) -> Stored {
        let bytes = try onDisk { () throws(FileError) in try POSIXFiles.read(filePath, maxBytes: Self.maxFileBytes) }
        guard let bytes else {
            var status = stat()
            guard lstat(filePath, &status) == 0 else { return .queries([]) }
            return .unreadable("it is not a regular file or is larger than \(Self.maxFileBytes) bytes")
        }
        switch RecentQueriesFile.contents(of: bytes) {
        case .queries(let queries): return .queries(Self.deduplicated(queries, capacity: capacity))
        case .newerVersion(let version): return .newerVersion(version)
        case .invalid: return .unreadable("it is not a valid recent queries file")
        }
    }

    /// The stored queries, for a writer holding the lock: a file that cannot be parsed is set
    /// aside; one a newer `movies` wrote refuses the write.
    private func load() throws(MoviesError) -> [MovieQuery] {
        switch try read() {
        case .queries(let queries): return queries
        case .newerVersion(let version): throw newerVersionError(version)
        case .unreadable(let reason):
            try setAside(because: reason)
            return []
        }
    }

    private func newerVersionError(_ version: Int) -> MoviesError {
        .storage(
            message: "\(filePath) was written by a newer movies (format \(version)); "
                + "it is left as it is, and neither read nor replaced")
    }

    private func setAside(because reason: String) throws(MoviesError) {
        let stamp = Self.timestamp(now())
        var keptPath = "\(filePath).corrupt-\(stamp)"
        var attempt = 1
        while access(keptPath, F_OK) == 0 {
            attempt += 1
            keptPath = "\(filePath).corrupt-\(stamp)-\(attempt)"
        }
        guard rename(filePath, keptPath) == 0 else {
            throw MoviesError(POSIXFiles.failure("cannot move aside", filePath, errno))
        }
        notices.notice(
            "the recent queries file could not be read (\(reason)); kept it as \(keptPath) and started a new list")
    }

    /// Replaces the file; call with the lock held. A writer killed between its temporary file
    /// and the rename left that file behind: the next writer removes it.
    private func write(_ queries: [MovieQuery]) throws(MoviesError) {
        let bytes = try RecentQueriesFile.bytes(of: queries)
        try onDisk { () throws(FileError) in
            try TemporaryFile.removeStale(in: folder)
            try POSIXFiles.writeAtomically(bytes, to: filePath, durable: true)
        }
    }

    /// `queries` without repeats (the first of each kept) and cut to `capacity`.
    private static func deduplicated(_ queries: [MovieQuery], capacity: Int) -> [MovieQuery] {
        var seen: Set<String> = []
        return Array(queries.filter { seen.insert($0.comparisonKey).inserted }.prefix(capacity))
    }

    /// `20261122T001500Z`: sortable, and free of characters some file systems refuse.
    private static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}

// MARK: - MoviesQueriesRepository

extension FileMoviesQueriesRepository: MoviesQueriesRepository {
    /// The newest `maxCount` queries. Reads without the lock and writes nothing (a read-only disk
    /// is fine), unless the file must be set aside; a newer version's file reads as none.
    public func recentQueries(maxCount: Int) async throws(MoviesError) -> [MovieQuery] {
        let queries: [MovieQuery]
        switch try read() {
        case .queries(let stored):
            queries = stored
        case .newerVersion(let version):
            say(Self.describe(newerVersionError(version)), once: "newer")
            queries = []
        case .unreadable:
            queries = try await locked(creatingFolder: false, absent: []) { () throws(MoviesError) -> [MovieQuery] in
                try load()
            }
        }
        return Array(queries.prefix(max(maxCount, 0)))
    }

    /// Saves `query` first. A failure is said once as a notice, then thrown.
    public func saveRecentQuery(_ query: MovieQuery) async throws(MoviesError) {
        do {
            try await locked(creatingFolder: true, absent: ()) { () throws(MoviesError) in
                let stored = try load()
                let updated = Self.deduplicated([query] + stored, capacity: capacity)
                // Searching the newest query again, spelt the same, changes nothing: the file and
                // its fsync (a wait for the disk at every search) are left alone.
                guard updated.map(\.text) != stored.map(\.text) || updated.map(\.year) != stored.map(\.year) else {
                    return
                }
                try write(updated)
            }
        } catch {
            say("the query was not saved in the recent queries: \(Self.describe(error))", once: "unsaved")
            throw error
        }
    }

    public func clearRecentQueries() async throws(MoviesError) {
        try await locked(creatingFolder: false, absent: ()) { () throws(MoviesError) in
            try onDisk { () throws(FileError) in
                try TemporaryFile.removeStale(in: folder)
                try POSIXFiles.remove(filePath)
            }
        }
    }

    /// A storage error's own words (a path and the system's reason).
    private static func describe(_ error: MoviesError) -> String {
        if case .storage(let message) = error { return message }
        return error.networkFailureReason
    }

    private func say(_ notice: String, once kind: String) {
        guard said.first(kind) else { return }
        notices.notice(notice)
    }
}

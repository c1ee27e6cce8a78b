import FoundationEssentials
import Glibc

/// A short list of records in a JSON file (`RecentRecordsDocument`), `<name>.json` in `folder`:
/// at most `capacity`, newest first, one per `RecentRecord.identity` (a repeat moves to the top
/// as last given).
///
/// Several processes may save at once: every read-modify-write holds an exclusive `flock` on
/// `<name>.lock` and replaces the file atomically (temporary file, fsync, rename), so no save is
/// lost to a race and no reader sees half a file; the temporary file of a writer killed before
/// its rename is removed by the next writer. Reading takes no lock (a rename is atomic) and
/// writes nothing, so it works on a read-only disk. A file that cannot be parsed is kept aside as
/// `<name>.json.corrupt-<UTC time>` with a notice, and a fresh list is started; a file of a newer
/// format is left as it is, read from and written to by no one, with a notice.
public struct RecentRecordsFile<Record: RecentRecord>: Sendable {
    /// A file larger than this was not written by us.
    private static var maxFileBytes: Int { 1024 * 1024 }

    /// The file's folder, created 0700 at the first save.
    public let folder: String
    /// The file's path.
    public let path: String
    private let lockPath: String
    private let capacity: Int
    /// What the file holds, as messages name it ("recent queries").
    private let title: String
    /// The program that writes the file, as messages name it ("a newer movies").
    private let writer: String
    private let now: @Sendable () -> Date
    private let notices: @Sendable (RecentRecordsNotice) -> Void
    private let said = SaidOnce()

    /// The file `<name>.json` in `folder`, keeping `capacity` records of `title`, written by
    /// `writer`. `now` dates the name of a corrupt file kept aside; `notices` hears what is not
    /// thrown.
    public init(
        folder: String, name: String, capacity: Int, title: String, writer: String,
        now: @escaping @Sendable () -> Date = { Date() },
        notices: @escaping @Sendable (RecentRecordsNotice) -> Void
    ) {
        self.folder = folder
        path = "\(folder)/\(name).json"
        lockPath = "\(folder)/\(name).lock"
        self.capacity = capacity
        self.title = title
        self.writer = writer
        self.now = now
        self.notices = notices
    }

    // MARK: - Reading and writing

    /// The records, newest first. Reads without the lock and writes nothing (a read-only disk is
    /// fine), unless the file must be set aside; a newer format's file reads as none. A folder
    /// that is a symbolic link is refused, as a save refuses it: nothing behind it is read.
    public func records() async throws(FileError) -> [Record] {
        try POSIXFiles.refuseLinkedFolder(folder)
        switch try read() {
        case .records(let records):
            return records
        case .newerVersion(let version):
            if said.first("newer") { notices(.newerVersion(newerVersionError(version))) }
            return []
        case .unreadable:
            return try await locked(creatingFolder: false, absent: []) { () throws(FileError) in try load() }
        }
    }

    /// Saves `record` first. A failure is said once as a notice, then thrown.
    public func save(_ record: Record) async throws(FileError) {
        do {
            try await locked(creatingFolder: true, absent: ()) { () throws(FileError) in
                let stored = try load()
                let updated = deduplicated([record] + stored)
                // Saving the newest record again, as it was, changes nothing: the file and its
                // fsync (a wait for the disk) are left alone.
                guard updated != stored else { return }
                try TemporaryFile.removeStale(in: folder)
                try POSIXFiles.writeAtomically(try bytes(of: updated), to: path, durable: true)
            }
        } catch {
            if said.first("unsaved") { notices(.notSaved(error)) }
            throw error
        }
    }

    /// Forgets every record.
    public func clear() async throws(FileError) {
        try await locked(creatingFolder: false, absent: ()) { () throws(FileError) in
            try TemporaryFile.removeStale(in: folder)
            try POSIXFiles.remove(path)
        }
    }

    // MARK: - Private

    /// Runs `body` under the lock; `creatingFolder: false` skips it (returning `absent`) when
    /// there is no folder, so that reading never creates one. A folder that is a symbolic link is
    /// refused either way: nothing is locked, read or deleted behind it. When the lock is free
    /// (the usual case) `body` runs at once, where the caller runs; only a wait for another holder
    /// moves to a Dispatch thread (`BlockingIO`), sparing each save a thread.
    private func locked<Value: Sendable>(
        creatingFolder: Bool, absent: Value, _ body: @escaping @Sendable () throws(FileError) -> Value
    ) async throws(FileError) -> Value {
        if creatingFolder {
            try POSIXFiles.makeFolder(folder)
        } else {
            try POSIXFiles.refuseLinkedFolder(folder)
            guard access(folder, F_OK) == 0 else { return absent }
        }
        let lockPath = lockPath
        if case .done(let value) = try FileLock.withExclusiveLockIfFree(on: lockPath, body) { return value }
        return try await BlockingIO.run { () throws(FileError) -> Value in
            try FileLock.withExclusiveLock(on: lockPath, body)
        }
    }

    /// What is stored, read without the lock and without writing anything.
    private enum Stored {
        case records([Record])
        /// A newer program wrote the file (this format version).
        case newerVersion(Int)
        /// The file cannot be used, for this reason.
        case unreadable(String)
    }

    private func read() throws(FileError) -> Stored {
        guard let bytes = try POSIXFiles.read(path, maxBytes: Self.maxFileBytes) else {
            var status = stat()
            guard lstat(path, &status) == 0 else { return .records([]) }
            return .unreadable("it is not a regular file or is larger than \(Self.maxFileBytes) bytes")
        }
        switch RecentRecordsDocument<Record>.contents(of: bytes) {
        case .records(let records): return .records(deduplicated(records))
        case .newerVersion(let version): return .newerVersion(version)
        case .invalid: return .unreadable("it is not a valid \(title) file")
        }
    }

    /// The stored records, for a writer holding the lock: a file that cannot be parsed is set
    /// aside; one of a newer format refuses the write.
    private func load() throws(FileError) -> [Record] {
        switch try read() {
        case .records(let records): return records
        case .newerVersion(let version): throw newerVersionError(version)
        case .unreadable(let reason):
            try setAside(because: reason)
            return []
        }
    }

    private func newerVersionError(_ version: Int) -> FileError {
        FileError(
            message: "\(path) was written by a newer \(writer) (format \(version)); "
                + "it is left as it is, and neither read nor replaced")
    }

    private func setAside(because reason: String) throws(FileError) {
        let stamp = Self.timestamp(now())
        var keptPath = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while access(keptPath, F_OK) == 0 {
            attempt += 1
            keptPath = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        guard rename(path, keptPath) == 0 else { throw POSIXFiles.failure("cannot move aside", path, errno) }
        notices(.keptAside(reason: reason, keptPath: keptPath))
    }

    private func bytes(of records: [Record]) throws(FileError) -> [UInt8] {
        do { return try RecentRecordsDocument.bytes(of: records) } catch {
            throw FileError(message: "cannot encode the \(title): \(error)")
        }
    }

    /// `records` without repeats (the first of each kept) and cut to `capacity`.
    private func deduplicated(_ records: [Record]) -> [Record] {
        var seen: Set<String> = []
        return Array(records.filter { seen.insert($0.identity).inserted }.prefix(capacity))
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

import FileSupport
import Glibc

/// The counters file of a cache subfolder: read, and rewritten in place under its lock.
extension CacheCounters {
    /// The counters file, open and locked.
    struct LockedFile {
        let descriptor: Int32
        let path: String

        /// The counters, or nil when the file is empty (new) or cannot be trusted.
        func read() throws(FileError) -> CacheCounters? {
            try POSIXFiles.readAll(descriptor, path: path, maxBytes: maxFileBytes).flatMap(decode)
        }

        func write(_ counters: CacheCounters) throws(FileError) {
            try POSIXFiles.overwrite(descriptor, with: encode(counters), path: path)
        }
    }

    /// Runs `body` with the counters file at `path` open and locked. A missing file is made
    /// first, whole, holding `initial()` (what the subfolder's files count): never created
    /// empty, so that a write that fails (a full disk) leaves no counters file behind.
    static func withLockedFile<Result>(
        at path: String, initial: () throws(FileError) -> CacheCounters,
        _ body: (LockedFile) throws(FileError) -> Result
    ) throws(FileError) -> Result {
        if access(path, F_OK) != 0, errno == ENOENT { try POSIXFiles.createWhole(encode(try initial()), at: path) }
        return try FileLock.withLockedFile(at: path) { descriptor throws(FileError) -> Result in
            try body(LockedFile(descriptor: descriptor, path: path))
        }
    }

    /// The counters stored at `path`, read without the lock: nil when there is no file, or it
    /// cannot be trusted (damaged, or caught half rewritten).
    static func read(from path: String) throws(FileError) -> CacheCounters? {
        try POSIXFiles.read(path, maxBytes: maxFileBytes).flatMap(decode)
    }
}

import FoundationEssentials
import Glibc

/// The few file operations a cache and a small state file need, done with system calls so that
/// permissions, atomic replacement and symbolic links are exactly what is asked for (the
/// Foundation equivalents leave modes to the umask and follow links). Every failure is a
/// `FileError` naming the path and the system's reason.
public enum POSIXFiles {
    /// Mode of every folder we create: only the user may list or enter it.
    public static let folderMode: mode_t = 0o700
    /// Mode of every file we write: only the user may read it.
    public static let fileMode: mode_t = 0o600

    // MARK: - Folders

    /// Creates `path` and its missing parents with mode 0700 (as XDG asks of the base folders
    /// it names), and narrows `path` itself to 0700 when it exists with wider permissions;
    /// parents that exist are the user's and are left alone. `path` itself must not be a
    /// symbolic link: the folder is ours, and narrowing a link's target would change a folder
    /// that is not (a link in a parent, such as `~/.cache`, is the user's choice and is followed).
    public static func makeFolder(_ path: String) throws(FileError) {
        try makeFolder(path, narrowing: true)
    }

    /// Refuses `path` when it is a symbolic link, with the sentence `makeFolder` says of one: a
    /// folder of ours is never used through a link, to read from it or to delete in it either.
    public static func refuseLinkedFolder(_ path: String) throws(FileError) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
        throw FileError(
            message:
                "cannot use \(path): it is a symbolic link, and the files kept there need a folder of their own; "
                + "remove the link")
    }

    /// Lists the names in `path`; a folder that does not exist is empty.
    public static func names(in path: String) throws(FileError) -> [String] {
        guard let directory = opendir(path) else {
            if errno == ENOENT { return [] }
            throw failure("cannot list", path, errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: - Files

    /// The bytes of the regular file at `path`, or nil when there is none. Refuses links (a
    /// link planted in our folder must not make us read elsewhere) and files over `maxBytes`;
    /// anything but a regular file (a FIFO, a device) is nil, without waiting on it.
    public static func read(_ path: String, maxBytes: Int) throws(FileError) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw failure("cannot read", path, errno)
        }
        defer { close(descriptor) }
        return try readAll(descriptor, path: path, maxBytes: maxBytes)
    }

    /// The bytes of the regular file open as `descriptor`, from its start, or nil when it is not
    /// a regular file or is over `maxBytes`.
    public static func readAll(_ descriptor: Int32, path: String, maxBytes: Int) throws(FileError) -> [UInt8]? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("cannot read", path, errno) }
        guard status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= maxBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(filled))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure("cannot read", path, errno) }
            if count == 0 { break }  // shrank while we read: what we have is what is there
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    /// Rewrites the file open as `descriptor` in place with `bytes`. Not atomic: for a small file
    /// whose writers hold a lock and whose readers check what they read (`FileLock.withLockedFile`).
    public static func overwrite(_ descriptor: Int32, with bytes: [UInt8], path: String) throws(FileError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(written))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure("cannot write", path, count < 0 ? errno : EIO) }
            written += count
        }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0 else { throw failure("cannot write", path, errno) }
    }

    /// Replaces `path` with `bytes` atomically: a reader sees the old file or the new one, never
    /// a part. The temporary file lives in the same folder so that the rename cannot cross file
    /// systems. `durable` adds an fsync for files whose loss would be noticed. The file gets
    /// `mode` whatever the umask; with `mode` nil it is a file for the user to keep, 0644 less
    /// the umask. A failure names `path`, never the temporary file.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String, durable: Bool, mode: mode_t? = fileMode, modificationTime: Date? = nil
    ) throws(FileError) {
        let temporary = TemporaryFile.path(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode ?? 0o644)
        guard descriptor >= 0 else { throw failure("cannot write", path, errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            if let mode, fchmod(descriptor, mode) != 0 { throw failure("cannot protect", path, errno) }
            try writeAll(bytes, to: descriptor, path: path)
            if durable, fsync(descriptor) != 0 { throw failure("cannot write", path, errno) }
            if let modificationTime { try setModificationTime(modificationTime, of: descriptor, path: path) }
        }
        guard rename(temporary, path) == 0 else { throw failure("cannot replace", path, errno) }
        renamed = true
    }

    /// Puts `bytes` at `path` unless something is there already, which is left as it is: the
    /// file is written aside and linked into place, so that one created here is never seen empty
    /// or partial (not even by a lock taker's `open`), and a write that fails (a full disk)
    /// leaves nothing behind. Where it cannot link (the file is there, a file system without
    /// links), `path` is left as it was.
    public static func createWhole(_ bytes: [UInt8], at path: String) throws(FileError) {
        let temporary = TemporaryFile.path(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, fileMode)
        guard descriptor >= 0 else { throw failure("cannot write", path, errno) }
        defer { unlink(temporary) }
        do {
            defer { close(descriptor) }
            if fchmod(descriptor, fileMode) != 0 { throw failure("cannot protect", path, errno) }
            try writeAll(bytes, to: descriptor, path: path)
        }
        _ = link(temporary, path)
    }

    /// What `lstat` says of a regular file.
    public struct FileStatus: Sendable {
        /// Its size.
        public let bytes: Int
        /// Seconds since 1970: when its contents were last written (or dated, `futimens`).
        public let modified: Double
        /// Seconds since 1970: when the file itself last changed (written, dated, renamed).
        public let changed: Double
        /// Who may read, write and run it (`0o644`).
        public let permissions: mode_t
    }

    /// The status of the regular file at `path`, or nil when there is none (a link, a folder, or
    /// nothing). Does not follow links.
    public static func regularFileStatus(_ path: String) -> FileStatus? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStatus(
            bytes: Int(status.st_size),
            modified: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9,
            changed: Double(status.st_ctim.tv_sec) + Double(status.st_ctim.tv_nsec) / 1e9,
            permissions: status.st_mode & 0o7777)
    }

    /// What is at `path` when it is neither nothing nor a regular file ("a symbolic link", "a
    /// FIFO", "a character device", …), or nil. Does not follow links: a rename onto `path`
    /// would replace the link itself.
    public static func otherThanRegularFile(at path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a folder"
        default: return "not a regular file"
        }
    }

    /// Removes the file at `path`; one already gone is not an error.
    public static func remove(_ path: String) throws(FileError) {
        if unlink(path) != 0, errno != ENOENT { throw failure("cannot remove", path, errno) }
    }

    /// The `FileError` naming what failed, where, and why.
    /// `ELOOP` from an open with `O_NOFOLLOW` means `path` is a symbolic link: said as such, since
    /// the system's "Too many levels of symbolic links" names no link.
    public static func failure(_ action: String, _ path: String, _ code: Int32) -> FileError {
        var status = stat()
        if code == ELOOP, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            return FileError(
                message:
                    "\(action) \(path): it is a symbolic link, and a file kept there must be a file of its own; "
                    + "remove the link")
        }
        return FileError(message: "\(action) \(path): \(String(cString: strerror(code)))")
    }

    // MARK: - Private

    private static func makeFolder(_ path: String, narrowing: Bool) throws(FileError) {
        if narrowing { try refuseLinkedFolder(path) }
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw failure("cannot use", path, ENOTDIR) }
            if narrowing, status.st_mode & 0o077 != 0 { try narrow(path) }
            return
        }
        let parent = parentPath(of: path)
        if !parent.isEmpty, parent != path { try makeFolder(parent, narrowing: false) }
        if mkdir(path, folderMode) != 0, errno != EEXIST { throw failure("cannot create", path, errno) }
        // mkdir's mode passes through the umask; the folder's mode must not depend on it.
        if chmod(path, folderMode) != 0 { throw failure("cannot protect", path, errno) }
    }

    /// Sets the folder at `path` to 0700 through a descriptor opened without following links,
    /// so that a link swapped in meanwhile is refused rather than its target changed.
    private static func narrow(_ path: String) throws(FileError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot protect", path, errno) }
        defer { close(descriptor) }
        guard fchmod(descriptor, folderMode) == 0 else { throw failure("cannot protect", path, errno) }
    }

    /// The folder holding `path` ("" for a bare name, "/" for a child of the root), trailing
    /// slashes ignored, as `NSString.deletingLastPathComponent` gives it.
    public static func parentPath(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure("cannot write", path, count < 0 ? errno : EIO) }
            written += count
        }
    }

    private static func setModificationTime(_ date: Date, of descriptor: Int32, path: String) throws(FileError) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let time = timespec(tv_sec: Int(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1e9))
        let times = [time, time]
        guard futimens(descriptor, times) == 0 else { throw failure("cannot date", path, errno) }
    }
}

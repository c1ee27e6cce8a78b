import FoundationEssentials
import Glibc

/// The temporary file an atomic write goes through (`POSIXFiles.writeAtomically`), and the one
/// rule for when such a file was abandoned.
///
/// A write goes to `<target>.tmp-<pid>-<random>` and is renamed over `<target>` when whole. A
/// writer killed in between (`kill -9`, a crash, a full disk that stopped it) leaves the
/// temporary file behind, and nothing else would ever rename or remove it. The response cache's
/// cleanup and the recent queries' writer remove such files with `removeIfStale`.
///
/// A temporary file is **stale** when the process named in it is gone, or when it has not
/// changed for a minute: a write takes milliseconds, and the pid may have been reused since, or
/// belong to a process of another container sharing the folder.
public enum TemporaryFile {
    /// A temporary file older than this is stale whoever wrote it.
    public static let maxAge: TimeInterval = 60
    private static let suffix = ".tmp"

    /// A new temporary file's path for a write to `target`, in the same folder (so that the
    /// rename cannot cross file systems) and unique to this process and call.
    public static func path(for target: String) -> String {
        "\(target)\(suffix)-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
    }

    /// Removes `folder/name` when it is a stale temporary file; returns whether it did. Any
    /// other name, and a temporary file whose writer may still be at work, is left alone.
    @discardableResult
    public static func removeIfStale(named name: String, in folder: String, now: Date = Date()) -> Bool {
        guard let writer = writerID(inName: name) else { return false }
        let path = "\(folder)/\(name)"
        guard let status = POSIXFiles.regularFileStatus(path) else { return false }
        let age = now.timeIntervalSince1970 - status.changed
        guard age > maxAge || !isRunning(writer) else { return false }
        return unlink(path) == 0
    }

    /// Removes every stale temporary file in `folder` (see `removeIfStale`).
    public static func removeStale(in folder: String, now: Date = Date()) throws(FileError) {
        for name in try POSIXFiles.names(in: folder) { removeIfStale(named: name, in: folder, now: now) }
    }

    // MARK: - Private

    /// The pid in `<target>.tmp-<pid>-<random>`, or nil when `name` is not a temporary file's.
    private static func writerID(inName name: String) -> pid_t? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]), pid > 0,
            parts[parts.count - 1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            !parts[parts.count - 1].isEmpty
        else { return nil }
        let target = parts.dropLast(2).joined(separator: "-")
        return target.hasSuffix(suffix) && target.count > suffix.count ? pid : nil
    }

    /// Whether a process with this pid exists (ours, or another user's: `EPERM`).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}

import Glibc
import TerminalKit

/// Writes a file all at once or not at all: the bytes go to a temporary file beside it, are
/// flushed, and the temporary file is renamed over the target, so a reader (or a crash) never
/// sees half a poster.
enum AtomicFileWriter {
    /// Why a file could not be written, as a sentence naming the path and the system's reason.
    struct Failure: Error, Sendable, Hashable {
        let message: String
    }

    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let error = failure(path)
                close(fd)
                unlink(temporary)
                throw error
            }
            offset += written
        }
        guard fsync(fd) == 0, close(fd) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ path: String) -> Failure {
        let reason = String(cString: strerror(errno))
        return Failure(message: "cannot write \(TerminalSanitizer.sanitized(path)): \(reason)")
    }
}

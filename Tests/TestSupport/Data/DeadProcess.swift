import Foundation

/// The pid of a process that has exited: what a writer killed mid-write leaves in the name of
/// its temporary file.
public enum DeadProcess {
    /// A pid that was a process's and is no longer (reaped, so not even a zombie).
    public static func id() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}

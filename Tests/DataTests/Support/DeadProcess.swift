import Foundation

/// The pid of a process that has exited: what a writer killed mid-write leaves in the name of
/// its temporary file.
enum DeadProcess {
    static func id() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}

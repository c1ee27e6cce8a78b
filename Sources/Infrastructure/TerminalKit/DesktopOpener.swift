import Glibc
import Threads

/// Opens an address with the desktop's opener (`xdg-open`), in the background: its output goes
/// to `/dev/null`, never over the screen, and it is waited for on a thread of its own.
public enum DesktopOpener {
    /// Starts `program` (by default `xdg-open`, found on `PATH`) with `address`; false when it
    /// could not be started.
    @discardableResult
    public static func open(_ address: String, program: String = "xdg-open") -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup(address), nil]
        defer { for argument in arguments { free(argument) } }
        guard posix_spawnp(&pid, program, &actions, nil, arguments, environ) == 0 else { return false }
        let child = pid
        _ = DetachedThread.start {
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
        }
        return true
    }
}

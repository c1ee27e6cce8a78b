import Glibc
import Threads

/// Opens an address with the desktop's opener (`xdg-open`), in the background: its output goes
/// to `/dev/null`, never over the screen, and it is waited for on a thread of its own. One runs
/// at a time: a key pressed 300 times starts one opener, not 300, and `stillOpening` says
/// whether one is left when the program ends.
public enum DesktopOpener {
    /// What `open` did.
    public enum Outcome: Sendable, Hashable {
        /// The opener started.
        case started
        /// An opener started earlier for this address is still running: none was started.
        case stillOpening(String)
        /// The opener could not be started.
        case failed
    }

    /// The address the running opener was started with, if one runs.
    private static let running = PthreadLocked<String?>(nil)

    /// The address an opener is still opening, or nil when none runs.
    public static var stillOpening: String? { running.withLock { $0 } }

    /// Starts `program` (by default `xdg-open`, found on `PATH`) with `address`, unless an
    /// opener still runs.
    @discardableResult
    public static func open(_ address: String, program: String = "xdg-open") -> Outcome {
        running.withLock { current in
            if let current { return .stillOpening(current) }
            guard let child = spawn(program, address) else { return .failed }
            current = address
            _ = DetachedThread.start {
                var status: Int32 = 0
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                running.withLock { $0 = nil }
            }
            return .started
        }
    }

    private static func spawn(_ program: String, _ address: String) -> pid_t? {
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
        guard posix_spawnp(&pid, program, &actions, nil, arguments, environ) == 0 else { return nil }
        return pid
    }
}

import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal for end-to-end tests: a tmux server of its own (a socket named for this
/// instance, no configuration), one window of a given size running a command, typed into with
/// `send-keys` and read with `capture-pane`. Reads wait for what they expect with bounded
/// polling, never a fixed sleep; the server is killed with the instance.
final class TmuxTerminal {
    /// How long a wait for the screen may take before the test fails with the screen it saw.
    /// Far beyond any load (a wait takes milliseconds): a late run cannot fail a test, a screen
    /// that never comes still says what it showed instead. `TmuxSessions`' time limit guards
    /// against a hang anywhere else.
    static let timeout: Duration = .seconds(120)

    private let socket = "movies-test-\(UUID().uuidString.prefix(8))"

    /// Starts `command` (run by `sh -c`) in a `columns` × `rows` window that stays after the
    /// command ended, so that its last screen can be read.
    init(columns: Int, rows: Int, command: String) throws {
        try run([
            "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows), command, ";",
            "set-option", "-w", "-t", "main", "remain-on-exit", "on", ";",
            // What a program copies with OSC 52 becomes tmux's buffer (`copiedText()`).
            "set-option", "-s", "set-clipboard", "on",
        ])
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    // MARK: - Keys

    /// Types `text` as it is, each character a key (`--`: a text starting with `-` is no option).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "main", "-l", "--", text])
    }

    /// Presses keys by tmux's names: `Enter`, `Escape`, `Down`, `PageDown`, `C-c`, `C-z`, …
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "main"] + keys)
    }

    /// Pastes `text` as a terminal does, in a bracketed paste when the program asked for it.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "test", text])
        try run(["paste-buffer", "-p", "-d", "-b", "test", "-t", "main"])
    }

    /// Appends every byte the program writes from now on to the file at `path`, as it wrote them
    /// (escape sequences tmux keeps to itself included).
    func logOutput(to path: String) throws {
        try run(["pipe-pane", "-t", "main", "cat >> '\(path)'"])
    }

    /// Sets one of the tmux server's options (`set-clipboard`, …).
    func setServerOption(_ name: String, _ value: String) throws {
        try run(["set-option", "-s", name, value])
    }

    /// What the program last copied to the clipboard (OSC 52), as tmux keeps it; nil when nothing.
    func copiedText() -> String? {
        try? run(["show-buffer"])
    }

    /// Sends `bytes` to the program as they are: what a terminal writes for the mouse
    /// (`ESC [ < 64 ; x ; y M`) when the program asked for its reports.
    func send(bytes: String) throws {
        try run(["send-keys", "-t", "main", "-H"] + bytes.utf8.map { String($0, radix: 16) })
    }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "main", "-x", String(columns), "-y", String(rows)])
    }

    // MARK: - Screen

    /// The screen as text, one line a row, trailing spaces removed.
    func screen() throws -> [String] {
        try run(["capture-pane", "-p", "-t", "main"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0) }
    }

    /// The screen with its colours, as `capture-pane -e` writes them: SGR sequences kept.
    func coloredScreen() throws -> [String] {
        try run(["capture-pane", "-e", "-p", "-t", "main"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0) }
    }

    /// The value of a tmux format for the pane: `#{pane_dead}`, `#{alternate_on}`, `#{cursor_flag}`, …
    func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition`, on a finished frame; records an issue
    /// showing the last screen when it never does.
    ///
    /// tmux applies a frame as it reads it, so a capture can catch one half written (the new
    /// results over the old status line's end): a screen counts once two captures in a row,
    /// 20 ms apart, agree.
    @discardableResult
    func waitForScreen(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = ContinuousClock.now + Self.timeout
        var (before, lines) = ([String](), try screen())
        while !(condition(lines) && lines == before) {
            guard ContinuousClock.now < deadline else {
                Issue.record(
                    "the screen never showed \(what):\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation
                )
                return lines
            }
            usleep(20_000)
            (before, lines) = (lines, try screen())
        }
        return lines
    }

    /// Waits until the screen shows `text` somewhere.
    @discardableResult
    func waitForText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitForScreen("\"\(text)\"", sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
    }

    /// Waits until `condition` holds, polling: for files and counters the screen does not show.
    static func waitUntil(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () throws -> Bool
    ) rethrows {
        let deadline = ContinuousClock.now + timeout
        while try !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("never: \(what)", sourceLocation: sourceLocation)
                return
            }
            usleep(20_000)
        }
    }

    /// The pid of the process the pane's shell runs (its only child).
    func childProcess() throws -> pid_t? {
        let shell = try format("#{pane_pid}")
        let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children?.split(separator: " ").first.flatMap { pid_t($0) }
    }

    // MARK: - tmux

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Self.run(arguments, socket: socket)
    }

    /// Runs `tmux -L socket -f /dev/null -u arguments…` and returns its stdout. Spawned by hand,
    /// not with Foundation's `Process`: the server `new-session` forks would inherit the pipe
    /// and the socket `Process` watches, and neither a read of its output nor a wait for its
    /// exit would ever end. The child gets no descriptor of this process beyond the three.
    private static func run(_ arguments: [String], socket: String) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if !InheritedDescriptors.closeAllButStandard(in: &actions) {
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        // The test process blocks or ignores signals tmux needs (SIGCHLD: its server would never
        // reap a pane's process, nor exit): the child starts with none blocked, all by default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ["tmux", "-L", socket, "-f", "/dev/null", "-u"] + arguments
        var pid: pid_t = 0
        let cArguments = argv.map { strdup($0) } + [nil]
        defer {
            for argument in cArguments { free(argument) }
        }
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, cArguments, environ)
        guard spawned == 0 else {
            throw MoviesBinary.Failure(description: "tmux is missing (Debian: apt-get install tmux; .ci/run does)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else {
            throw MoviesBinary.Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(status))")
        }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}

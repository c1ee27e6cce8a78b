import Foundation

/// A process whose stdin, stdout and stderr are a pseudo-terminal this side holds the other end
/// of: what a terminal emulator is to `movies`. Keys are written, the screen's bytes read.
final class PseudoTerminalProcess {
    let pid: pid_t
    private let master: Int32

    /// Starts `arguments` (an absolute path first) on a new `columns` × `rows` pseudo-terminal.
    init(_ arguments: [String], environment: [String: String], columns: Int, rows: Int) throws {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure("openpty failed") }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
        posix_spawn_file_actions_addclose(&actions, slave)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        close(slave)
        guard spawned == 0 else { throw Failure("cannot start \(arguments[0]): error \(spawned)") }
        self.pid = pid
        self.master = master
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// What `keys` made the process write, once it stopped writing: everything it wrote until
    /// `quiet` passed with nothing more after a frame ended, and when that frame ended.
    struct Answer {
        var bytes: [UInt8] = []
        /// When the last frame (the last `endOfFrame`) arrived.
        var lastFrameEnd: ContinuousClock.Instant?
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Writes `keys` at `sent`, then reads until the output has been quiet for `quiet` after a
    /// frame's end (or for `timeout` in all).
    func press(
        _ keys: String, endOfFrame: [UInt8], quiet: Duration = .milliseconds(40), timeout: Duration = .seconds(5)
    ) -> (sent: ContinuousClock.Instant, answer: Answer) {
        let clock = ContinuousClock()
        let bytes = Array(keys.utf8)
        let sent = clock.now
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        var answer = Answer()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = sent + timeout
        while clock.now < deadline {
            let wait = answer.lastFrameEnd == nil ? Duration.milliseconds(50) : quiet
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(wait.components.attoseconds / 1_000_000_000_000_000))
            if ready == 0, answer.lastFrameEnd != nil { break }
            guard ready > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            answer.bytes += buffer[0..<count]
            if answer.bytes.count >= endOfFrame.count, answer.bytes.suffix(endOfFrame.count).elementsEqual(endOfFrame) {
                answer.lastFrameEnd = clock.now
            }
        }
        return (sent, answer)
    }

    /// The process's resident and peak resident memory (`VmRSS`, `VmHWM`), in bytes.
    func memory() -> (resident: Int, peak: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                .flatMap { $0.split(separator: " ").compactMap { Int($0) }.first }.map { $0 * 1024 }
        }
        guard let resident = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        return (resident, peak)
    }
}

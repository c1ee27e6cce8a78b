import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `movies` executable as a user would, with an environment, arguments (raw
/// bytes allowed, to pass invalid UTF-8) and stdin of the test's choosing, optionally with stdout
/// on a pseudo-terminal, and a bounded time: a run that outlives it is killed and reported.
enum MoviesBinary {
    /// What one run produced.
    struct Run: Sendable {
        let status: Int32
        let stdout: [UInt8]
        let stderr: [UInt8]
        /// Whether the run was killed for outliving its timeout.
        let timedOut: Bool
        /// How long the run took.
        let duration: Duration

        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
        /// `out` with a terminal's line endings (`\r\n`) read back as `\n`, for a run on a
        /// pseudo-terminal compared as if piped.
        var terminalOut: String { out.replacingOccurrences(of: "\r\n", with: "\n") }
    }

    /// Why a run could not start.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The executable: `MOVIES_BINARY` when set, else `movies` beside the running test bundle
    /// (SwiftPM puts both in the same products folder).
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["MOVIES_BINARY"], !path.isEmpty { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        // Under Xcode-style bundles the executable sits in Contents/MacOS; walk up to the products folder.
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("movies").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("movies").path
    }

    /// Whether the binary under test is a debug build (its `--version` says so): a test of what
    /// only a debug build has, the crash key, runs only there.
    static let isDebugBuild: Bool = {
        // A sanitized binary runs with the tests' sanitizer options, as `CLISandbox` runs it.
        let sanitizers = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
        return (try? run(["--version"], environment: sanitizers))?.out.hasSuffix("debug build)\n") ?? false
    }()

    /// `run` on a thread of its own, for tests that start several processes at once from a task
    /// group: called there directly, each blocking `run` would hold one of the concurrency pool's
    /// few threads (two on a 2-core machine) for the process's whole life, so that only two
    /// processes ran at once and every other test's tasks waited. `nil` when it could not start.
    static func runOnItsOwnThread(
        _ arguments: [String], environment: [String: String], stdin: String = "", timeout: Duration = .seconds(30)
    ) async -> Run? {
        await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(
                    returning: try? run(arguments, environment: environment, stdin: stdin, timeout: timeout))
            }.start()
        }
    }

    /// Runs `movies` with `arguments`.
    static func run(
        _ arguments: [String], environment: [String: String], stdin: String = "", terminal: Bool = false,
        stderrTerminal: Bool = false, launcher: [String] = [], timeout: Duration = .seconds(30)
    ) throws -> Run {
        try run(
            bytes: arguments.map { Array($0.utf8) }, environment: environment, stdin: Array(stdin.utf8),
            terminal: terminal, stderrTerminal: stderrTerminal, launcher: launcher, timeout: timeout)
    }

    /// Runs `movies` with arguments given as bytes, which need not be valid UTF-8. With
    /// `terminal`, stdout is a pseudo-terminal (stdin stays a pipe), and with `stderrTerminal`
    /// stderr is one too; their output then has the terminal's line endings (`\r\n`). A
    /// `launcher` (an absolute path and its arguments, for example `setpriv` or `unshare`) runs
    /// `movies` as its last argument, for runs under limits the test process itself must not take.
    static func run(
        bytes arguments: [[UInt8]], environment: [String: String], stdin: [UInt8] = [], terminal: Bool = false,
        stderrTerminal: Bool = false, launcher: [String] = [], timeout: Duration = .seconds(30)
    ) throws -> Run {
        ignoreBrokenPipes
        let started = ContinuousClock.now
        // Descriptors are made close-on-exec after they are made: spawning under a lock keeps
        // another test's child from inheriting them in between, which would delay our EOF.
        let (spawned, pid, input, output, error) = try spawnLock.withLock { _ in
            try spawn(
                arguments: arguments, environment: environment, terminal: terminal, stderrTerminal: stderrTerminal,
                launcher: launcher)
        }
        guard spawned == 0 else { throw Failure(description: "cannot run \(path): error \(spawned)") }

        writeAll(stdin, to: input)
        close(input)
        let deadline = started + timeout
        let (stdout, stderr, timedOut) = drain(output, error, until: deadline, pid: pid)
        close(output)
        close(error)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Run(
            status: exitStatus, stdout: stdout, stderr: stderr, timedOut: timedOut,
            duration: ContinuousClock.now - started)
    }

    // MARK: - Plumbing

    private static let spawnLock = Mutex(())

    /// A child that exits before reading its stdin must not kill the test process with SIGPIPE.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Starts the child; returns posix_spawn's result, the pid, and the parent's ends of its
    /// stdin, stdout and stderr.
    private static func spawn(
        arguments: [[UInt8]], environment: [String: String], terminal: Bool, stderrTerminal: Bool,
        launcher: [String]
    ) throws
        -> (Int32, pid_t, Int32, Int32, Int32)
    {
        let input = try pipePair()
        let columns = Int(environment["COLUMNS"] ?? "") ?? 80
        let rows = Int(environment["LINES"] ?? "") ?? 24
        let error = try stderrTerminal ? pseudoTerminalPair(columns: columns, rows: rows) : pipePair()
        let output = try terminal ? pseudoTerminalPair(columns: columns, rows: rows) : pipePair()

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, error.write, 2)
        for fd in [input.read, input.write, output.read, output.write, error.read, error.write] {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        InheritedDescriptors.closeAllButStandard(in: &actions)

        let executable = launcher.first ?? path
        let argv =
            (launcher.isEmpty ? [Array(path.utf8)] : launcher.map { Array($0.utf8) } + [Array(path.utf8)])
            + arguments
        let envp = environment.map { Array("\($0.key)=\($0.value)".utf8) }
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envPointers in
                posix_spawn(&pid, executable, &actions, nil, argvPointers, envPointers)
            }
        }
        for fd in [input.read, output.write, error.write] { close(fd) }
        if spawned != 0 {
            for fd in [input.write, output.read, error.read] { close(fd) }
        }
        return (spawned, pid, input.write, output.read, error.read)
    }

    private static func pipePair() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    private static func pseudoTerminalPair(columns: Int, rows: Int) throws -> (read: Int32, write: Int32) {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure(description: "openpty failed") }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        return (master, slave)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Reads both streams until both end; past `deadline` the child is killed.
    private static func drain(_ out: Int32, _ err: Int32, until deadline: ContinuousClock.Instant, pid: pid_t)
        -> ([UInt8], [UInt8], Bool)
    {
        var collected: [Int32: [UInt8]] = [out: [], err: []]
        var open: Set<Int32> = [out, err]
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            if !timedOut, ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                timedOut = true
            }
            var fds = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), 50)
            if ready < 0, errno == EINTR { continue }
            for descriptor in fds where descriptor.revents != 0 {
                let count = read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    collected[descriptor.fd, default: []].append(contentsOf: buffer[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    // End of file, or EIO from a pseudo-terminal whose other side closed.
                    open.remove(descriptor.fd)
                }
            }
        }
        return (collected[out] ?? [], collected[err] ?? [], timedOut)
    }

    private static func withCStrings<Result>(
        _ strings: [[UInt8]], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        defer {
            for pointer in pointers { pointer?.deallocate() }
        }
        return body(pointers + [nil])
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `Tests/Fixtures/tmdb_fixture_server.py`, the TMDB-shaped HTTP/1.1 server on 127.0.0.1
/// that network tests talk to (its header comment documents the URL grammar and the faults).
/// One instance is one server process on a free port; `stop()` (or releasing the instance)
/// closes the server's stdin, which makes it exit.
public final class FixtureServer: @unchecked Sendable {
    /// What the server counted since it started (or since `reset()`).
    public struct Stats: Sendable, Decodable {
        /// TCP connections that carried at least one counted request.
        public let connections: Int
        /// Requests, control paths (`/__stats`, `/__reset`) aside.
        public let requests: Int
        /// Requests by URL path (fault prefix included, query excluded).
        public let paths: [String: Int]
        public let lastRequest: Request?
        /// Requests whose client hung up while a `delay` or `stall` held the answer: transfers
        /// the client cancelled.
        public let hangUps: Int

        enum CodingKeys: String, CodingKey {
            case connections, requests, paths
            case lastRequest = "last_request"
            case hangUps = "hang_ups"
        }
    }

    /// One request as the server received it.
    public struct Request: Sendable, Decodable {
        public let method: String
        public let path: String
        public let query: [String: String]
        /// Header names are lower-cased.
        public let headers: [String: String]
    }

    /// Why the server could not be started or asked.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private struct Running {
        let process: Process
        let input: Pipe
        let output: Pipe
        let port: Int
    }

    private let scriptPath: String
    /// Guards `runningState`. An `NSLock` (a pthread mutex) rather than `Mutex`, so that thread
    /// sanitizer runs see the synchronisation.
    private let lock = NSLock()
    private var runningState: Running?

    private func withRunning<Result>(_ body: (inout Running?) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&runningState)
    }

    /// Whether the server speaks https with `Tests/Fixtures/tls/cert.pem` (self-signed).
    private let tls: Bool

    /// A server not yet started; `scriptPath` defaults to the script in this source tree. With
    /// `tls` it serves https with a self-signed certificate (`certificatePath`); `stats()` and
    /// `reset()` then do not work (they speak plain http).
    public init(scriptPath: String = FixtureServer.defaultScriptPath, tls: Bool = false) {
        self.scriptPath = scriptPath
        self.tls = tls
    }

    /// The self-signed certificate a `tls` server presents, for 127.0.0.1 and localhost: the
    /// CA bundle a client must be told to trust.
    public static var certificatePath: String { fixturePath("tls/cert.pem") }

    private static func fixturePath(_ name: String) -> String {
        URL(fileURLWithPath: defaultScriptPath).deletingLastPathComponent().appendingPathComponent(name).path
    }

    deinit {
        stop()
    }

    /// `Tests/Fixtures/tmdb_fixture_server.py`, found from this file's own path.
    public static var defaultScriptPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/tmdb_fixture_server.py").path
    }

    /// A server already started.
    public static func started(tls: Bool = false) throws -> FixtureServer {
        let server = FixtureServer(tls: tls)
        try server.start()
        return server
    }

    // MARK: - Lifecycle

    /// Launches the server and waits (at most 60 s) for the port it prints.
    public func start() throws {
        try withRunning { running in
            guard running == nil else { return }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.python[0])
            process.arguments =
                Self.python.dropFirst() + [scriptPath]
                + (tls ? ["--tls", Self.certificatePath, Self.fixturePath("tls/key.pem")] : [])
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            do { try process.run() } catch {
                throw Failure(description: "cannot launch python3 \(scriptPath): \(error)")
            }
            let line = Self.readLine(from: output.fileHandleForReading.fileDescriptor, timeoutSeconds: 60)
            guard let line, let port = Int(line) else {
                process.terminate()
                process.waitUntilExit()
                throw Failure(description: "the fixture server printed no port (got \(line ?? "nothing"))")
            }
            running = Running(process: process, input: input, output: output, port: port)
        }
    }

    /// Stops the server: closes its stdin, waits up to 3 s, then sends SIGTERM. Idempotent.
    public func stop() {
        guard
            let stopped = withRunning({ running in
                defer { running = nil }
                return running
            })
        else { return }
        try? stopped.input.fileHandleForWriting.close()
        let deadline = ContinuousClock.now + .seconds(3)
        while stopped.process.isRunning, ContinuousClock.now < deadline {
            usleep(10_000)
        }
        if stopped.process.isRunning { stopped.process.terminate() }
        stopped.process.waitUntilExit()
        try? stopped.output.fileHandleForReading.close()
    }

    /// The system's Python when it has one: it starts in a tenth of the time a version
    /// manager's `python3` (a shell script that looks for the version to run) takes, and a run
    /// starts hundreds of servers. The script needs nothing but the standard library.
    private static let python =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
        ? ["/usr/bin/python3"] : ["/usr/bin/env", "python3"]

    // MARK: - Addresses

    /// The port the server listens on (0 when not started).
    public var port: Int { withRunning { $0?.port ?? 0 } }

    /// The TMDB API base URL, `http://127.0.0.1:PORT/3`, or with faults,
    /// `http://127.0.0.1:PORT/fault/<fault>/3` (`fault` is `name` or `name/arg`, or several
    /// joined by `/fault/`).
    public func baseURL(fault: String? = nil) -> String {
        let scheme = tls ? "https" : "http"
        guard let fault else { return "\(scheme)://127.0.0.1:\(port)/3" }
        return "\(scheme)://127.0.0.1:\(port)/fault/\(fault)/3"
    }

    /// An absolute URL on the server: `path` starts with `/`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    // MARK: - Control

    /// The counters, read over a connection of its own that is not counted.
    public func stats() throws -> Stats {
        let body = try request(method: "GET", path: "/__stats")
        do { return try JSONDecoder().decode(Stats.self, from: Foundation.Data(body)) } catch {
            throw Failure(description: "undecodable /__stats: \(error)")
        }
    }

    /// Zeroes the counters and forgets the `*-once` faults' state.
    public func reset() throws {
        _ = try request(method: "POST", path: "/__reset")
    }

    /// Applies `faults` (as in `baseURL(fault:)`) to every later request, whatever its URL:
    /// the base URL a sandbox already uses, and so its cache keys, turns faulty.
    public func inject(_ faults: String) throws {
        _ = try request(method: "POST", path: "/__inject/\(faults)")
    }

    /// A blocking HTTP/1.1 exchange with `Connection: close`, bounded by a 5 s socket timeout;
    /// the test support deliberately does not use the client under test.
    private func request(method: String, path: String) throws -> [UInt8] {
        let port = self.port
        guard port != 0 else { throw Failure(description: "the fixture server is not running") }
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(socketFD) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socketFD, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to the fixture server") }
        let head = Array(
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
        guard send(socketFD, head, head.count, 0) == head.count else {
            throw Failure(description: "cannot send to the fixture server")
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(socketFD, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, response.count - 3)).first(where: { Array(response[$0..<$0 + 4]) == separator })
        else { throw Failure(description: "no HTTP response from the fixture server") }
        return Array(response[(end + 4)...])
    }

    /// Reads one line from `fd`, or `nil` on end of file or after `timeoutSeconds`.
    private static func readLine(from fd: Int32, timeoutSeconds: Int) -> String? {
        var line: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(timeoutSeconds)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return nil }
            guard descriptor.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(fd, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }
}

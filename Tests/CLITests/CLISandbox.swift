import DataTestSupport
import Foundation
import Testing

/// A temporary home for end-to-end runs: its own cache, state and config folders
/// (`XDG_CACHE_HOME`, `XDG_STATE_HOME`, `XDG_CONFIG_HOME`), no TMDB credentials unless a test adds them, a fixed width, and a way to
/// see whether a run wrote anything there. Every run's stdout and stderr are scanned for the
/// recognisable credentials `useTMDB` sets: no suite that runs through a sandbox can leak them
/// unnoticed.
final class CLISandbox {
    let root: URL
    var environment: [String: String]

    init(columns: Int = 80) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("movies-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        environment = [
            "HOME": root.appendingPathComponent("home").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "COLUMNS": String(columns),
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
        // Under `swift test --sanitize=…` the binary is sanitized too and must run with the
        // same options as the tests.
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var cacheFolder: URL { root.appendingPathComponent("cache/movies") }
    var stateFolder: URL { root.appendingPathComponent("state/movies") }
    /// The settings file `movies config` writes.
    var configFile: URL { root.appendingPathComponent("config/movies/config") }

    /// The credentials `useTMDB` sets: recognisable, so that a scan can find any copy of them.
    static let secretToken = "e2e-SECRET-token-9Zq4Xw7Lk2Pm"
    static let secretKey = "e2eSECRETkey5Hn8Rt3Vb6Jc"
    /// How TMDB is signed in to.
    enum Credentials {
        case token, apiKey
    }

    /// Points TMDB at `server` with a bearer token, or an API key.
    func useTMDB(_ server: FixtureServer, fault: String? = nil, credentials: Credentials = .token) {
        environment["TMDB_API_BASE"] = server.baseURL(fault: fault)
        switch credentials {
        case .token:
            environment["TMDB_ACCESS_TOKEN"] = Self.secretToken
            environment["TMDB_API_KEY"] = nil
        case .apiKey:
            environment["TMDB_ACCESS_TOKEN"] = nil
            environment["TMDB_API_KEY"] = Self.secretKey
        }
    }

    /// Runs `movies` here with at most `timeout`; a run that times out, or prints a secret, is
    /// a test issue. `launcher` runs it under a wrapper (see `MoviesBinary`).
    func run(
        _ arguments: [String], stdin: String = "", terminal: Bool = false, stderrTerminal: Bool = false,
        extra: [String: String] = [:], launcher: [String] = [],
        timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> MoviesBinary.Run {
        try run(
            bytes: arguments.map { Array($0.utf8) }, stdin: Array(stdin.utf8), terminal: terminal,
            stderrTerminal: stderrTerminal,
            extra: extra, launcher: launcher, timeout: timeout, sourceLocation: sourceLocation)
    }

    /// `run` with arguments and stdin given as bytes, which need not be valid UTF-8.
    func run(
        bytes arguments: [[UInt8]], stdin: [UInt8] = [], terminal: Bool = false, stderrTerminal: Bool = false,
        extra: [String: String] = [:], launcher: [String] = [],
        timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> MoviesBinary.Run {
        let run = try MoviesBinary.run(
            bytes: arguments, environment: environment.merging(extra) { $1 }, stdin: stdin,
            terminal: terminal, stderrTerminal: stderrTerminal, launcher: launcher, timeout: timeout)
        let words = arguments.map { String(decoding: $0, as: UTF8.self) }
        #expect(!run.timedOut, "movies \(words) outlived \(timeout)", sourceLocation: sourceLocation)
        for (name, stream) in [("stdout", run.stdout), ("stderr", run.stderr)] {
            #expect(
                Self.secrets(in: stream).isEmpty, "movies \(words) printed a credential on \(name)",
                sourceLocation: sourceLocation)
        }
        return run
    }

    // MARK: - Secrets

    /// The recognisable credentials, or a distinctive part of one, found in `bytes`.
    static func secrets(in bytes: [UInt8]) -> [String] {
        let needles = [secretToken, secretKey, "9Zq4Xw7Lk2", "5Hn8Rt3Vb6"]
        return needles.filter { needle in
            let pattern = Array(needle.utf8)
            guard bytes.count >= pattern.count else { return false }
            return (0...(bytes.count - pattern.count)).contains {
                bytes[$0..<($0 + pattern.count)].elementsEqual(pattern)
            }
        }
    }

    /// Every file under the sandbox (cache, state, home, and anything a test put there) is free
    /// of the credentials: what the runs so far left behind, scanned after them.
    func expectNoSecretsInFiles(sourceLocation: SourceLocation = #_sourceLocation) {
        for (path, bytes) in snapshot() {
            #expect(Self.secrets(in: bytes).isEmpty, "\(path) holds a credential", sourceLocation: sourceLocation)
        }
    }

    /// Every file under the sandbox's cache, state and home folders, with its contents: equal
    /// snapshots mean a run wrote nothing.
    func snapshot() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
        for case let path as String in walker {
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            files[path] = isFolder.boolValue ? [] : Array((try? Foundation.Data(contentsOf: url)) ?? Foundation.Data())
        }
        return files
    }
}

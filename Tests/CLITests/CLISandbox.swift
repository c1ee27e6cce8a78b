import Foundation
import MoviesTestSupport
import Testing

/// A temporary home for end-to-end runs: its own cache and state folders (`XDG_CACHE_HOME`,
/// `XDG_STATE_HOME`), no TMDB credentials unless a test adds them, a fixed width, and a way to
/// see whether a run wrote anything there.
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
            "COLUMNS": String(columns),
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var cacheFolder: URL { root.appendingPathComponent("cache/movies") }
    var stateFolder: URL { root.appendingPathComponent("state/movies") }

    /// Points TMDB at `server` with a bearer token.
    func useTMDB(_ server: FixtureServer, fault: String? = nil) {
        environment["TMDB_API_BASE"] = server.baseURL(fault: fault)
        environment["TMDB_ACCESS_TOKEN"] = "e2e-test-token"
    }

    /// Runs `movies` here with at most `timeout`; a run that times out is a test issue.
    func run(
        _ arguments: [String], stdin: String = "", terminal: Bool = false, stderrTerminal: Bool = false,
        extra: [String: String] = [:],
        timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> MoviesBinary.Run {
        let run = try MoviesBinary.run(
            arguments, environment: environment.merging(extra) { $1 }, stdin: stdin, terminal: terminal,
            stderrTerminal: stderrTerminal, timeout: timeout)
        #expect(!run.timedOut, "movies \(arguments) outlived \(timeout)", sourceLocation: sourceLocation)
        return run
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

import DataTestSupport
import Foundation
import MoviesData
import ResponseCache
import ResponseCacheInterface
import TestScheduling
import Testing

/// Damaged cache entries and recents files, folders that cannot be read or written, a full
/// disk and files where folders should be, through the built binary: each command still
/// answers (from TMDB or the catalog) or fails with one clear line, and a damaged recents file
/// is kept aside. Permission bits do not stop root, which these tests run as: the unreadable
/// folder is read by a `movies` whose capability bounding set is empty (`setpriv`), and the
/// read-only folder and the full disk are a read-only bind mount and a 4 KiB tmpfs mounted in a
/// private mount namespace of that one run (`unshare -m`).
@Suite(.offThePool)
struct CorruptStateEndToEndTests {
    /// How a file is damaged.
    enum Damage: String, CaseIterable, Sendable {
        case truncated, empty, garbage, wrongType
    }

    // MARK: - Cache entries

    @Test(arguments: Damage.allCases)
    func damagedCacheEntryIsRefetchedAndRewritten(damage: Damage) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let key = try FaultMatrixEndToEndTests.searchKey("alien", in: sandbox)
        let cache = FileJSONResponseCache(folder: sandbox.cacheFolder.path)
        let file = try #require(try Self.entryFiles(sandbox).first)
        let original = try #require(try cache.response(forKey: key))
        switch damage {
        case .wrongType:
            // A well-formed entry whose body is JSON of another shape.
            try cache.store(
                CachedJSONResponse(key: key, fetchedAt: Date(), body: Array(#"{"page":"one","results":7}"#.utf8)))
        default:
            let bytes = try Array(Foundation.Data(contentsOf: file))
            try Foundation.Data(Self.damaged(bytes, damage)).write(to: file)
        }

        let run = try sandbox.run(["search", "alien"])

        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.split(separator: "\n").dropFirst(2).first?.hasPrefix("alien 1 ") == true, "\(run.out)")
        #expect(run.err.split(separator: "\n").count <= 1, "\(run.err)")
        #expect(try server.stats().requests == 2, "the damaged entry was asked for again")
        #expect(try cache.response(forKey: key)?.body == original.body, "and rewritten whole")
        sandbox.expectNoSecretsInFiles()
    }

    @Test(arguments: Damage.allCases)
    func damagedCacheEntryOfflineFailsWithOneLine(damage: Damage) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let file = try #require(try Self.entryFiles(sandbox).first)
        try Foundation.Data(Self.damaged(try Array(Foundation.Data(contentsOf: file)), damage)).write(to: file)

        let run = try sandbox.run(["search", "alien", "--offline"])

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
        #expect(run.err.hasPrefix("movies: "))
    }

    // MARK: - Recents files

    @Test(arguments: Damage.allCases)
    func damagedRecentsFileIsKeptAsideAndANewListStarted(damage: Damage) throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(at: sandbox.stateFolder, withIntermediateDirectories: true)
        let file = sandbox.stateFolder.appendingPathComponent("recent-queries.json")
        let good = Array(#"{"version":1,"queries":[{"text":"heat"},{"text":"alien"}]}"#.utf8)
        let bytes: [UInt8] =
            switch damage {
            case .wrongType: Array(#"{"version":1,"queries":"heat"}"#.utf8)
            default: Self.damaged(good, damage)
            }
        try Foundation.Data(bytes).write(to: file)

        let search = try sandbox.run(["search", "heat", "--source", "catalog"])

        #expect(search.status == 0, "\(search.err)")
        #expect(search.out.contains("Heat"), "\(search.out)")
        #expect(search.err.contains("kept it as "), "\(search.err)")
        #expect(search.err.split(separator: "\n").count == 1, "\(search.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        let kept = try #require(names.first { $0.hasPrefix("recent-queries.json.corrupt-") }, "\(names)")
        #expect(
            try Array(Foundation.Data(contentsOf: sandbox.stateFolder.appendingPathComponent(kept))) == bytes,
            "kept aside byte for byte, not deleted")
        let recent = try sandbox.run(["recent", "--json"])
        #expect(recent.status == 0)
        #expect(try SearchEndToEndTests.object(recent.out)["queries"] as? [String] == ["heat"])
    }

    @Test func recentsPathThatIsAFolderIsKeptAside() throws {
        let sandbox = try CLISandbox()
        let file = sandbox.stateFolder.appendingPathComponent("recent-queries.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)

        let run = try sandbox.run(["search", "heat", "--source", "catalog"])

        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        #expect(names.contains { $0.hasPrefix("recent-queries.json.corrupt-") }, "\(names)")
    }

    // MARK: - Folders that cannot be used

    @Test func unreadableCacheFolderIsBypassed() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        #expect(chmod(sandbox.cacheFolder.path, 0) == 0)
        defer { chmod(sandbox.cacheFolder.path, 0o700) }

        // Proof that the folder really is closed to this run, which root would otherwise read.
        let probe = try Self.shell(
            "ls \"$0\"", sandbox.cacheFolder.path, launcher: Self.withoutCapabilities)
        #expect(probe != 0, "the capability-less shell could list a 0000 folder")

        let run = try sandbox.run(["search", "alien"], launcher: Self.withoutCapabilities)

        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.split(separator: "\n").dropFirst(2).first?.hasPrefix("alien 1 ") == true)
        #expect(run.err.hasPrefix("movies: the response cache is not used: "), "\(run.err)")
        #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
        #expect(try server.stats().requests == 2, "answered by the network")
    }

    @Test func readOnlyCacheFolderIsBypassed() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let before = try Self.entryFiles(sandbox)

        let launcher = Self.mounting(
            "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\"", over: sandbox.cacheFolder.path)
        let refreshed = try sandbox.run(["search", "alien", "--refresh"], launcher: launcher)
        let other = try sandbox.run(["search", "heat"], launcher: launcher)

        for run in [refreshed, other] {
            #expect(run.status == 0, "\(run.err)")
            #expect(run.err.hasPrefix("movies: the response cache is not used: "), "\(run.err)")
            #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
        }
        #expect(other.out.contains("heat 1 "))
        #expect(try Self.entryFiles(sandbox) == before, "nothing could be written")
        #expect(try server.stats().requests == 3)
    }

    @Test func fullDiskFailsNoCommand() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let cacheHome = sandbox.root.appendingPathComponent("cache").path
        let stateHome = sandbox.root.appendingPathComponent("state").path
        for folder in [cacheHome, stateHome] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // Both homes on 4 KiB file systems, the state one filled up but for a few bytes.
        let launcher = Self.mounting(
            """
            mount -t tmpfs -o size=4k,mode=700 tmpfs "$1" && mount -t tmpfs -o size=4k,mode=700 tmpfs "$2" \
            && (head -c 4000 /dev/zero > "$2/filler"; true)
            """, over: cacheHome, stateHome)

        let search = try sandbox.run(["search", "alien"], launcher: launcher)
        let catalog = try sandbox.run(["search", "heat", "--source", "catalog"], launcher: launcher)

        #expect(search.status == 0, "\(search.err)")
        #expect(search.out.contains("alien 1 "))
        #expect(search.err.contains("the response cache is not used: "), "\(search.err)")
        for run in [search, catalog] {
            #expect(run.status == 0 || run.status == 1, "\(run.err)")
            let lines = run.err.split(separator: "\n")
            #expect(run.status == 0 ? lines.count <= 2 : lines.count == 1, "\(run.err)")
            #expect(run.err.contains("No space left on device") || run.err.contains("not used"), "\(run.err)")
        }
        // The recents store says what it could not save, once; the search answers all the same.
        #expect(catalog.err.contains("the query was not saved in the recent queries: "), "\(catalog.err)")
        #expect(catalog.err.contains("No space left on device"), "\(catalog.err)")
        #expect(catalog.status == 0, "the catalog answers though recents cannot be saved: \(catalog.err)")
        #expect(catalog.out.contains("Heat"))
    }

    /// `cache info` is a report: with counters it cannot rewrite (here emptied, as a failed
    /// write once left them, on a read-only folder), it counts the files and succeeds. It
    /// failed, "Local storage failed: cannot open …/counters: Read-only file system".
    @Test func cacheInfoCountsWhatIsThereWhenTheCountersCannotBeRewritten() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let counters = CacheFolderFiles(folder: sandbox.cacheFolder.path).all.filter { $0.hasSuffix("/counters") }
        #expect(counters.count == 1, "\(counters)")
        for path in counters { #expect(truncate(sandbox.cacheFolder.appendingPathComponent(path).path, 0) == 0) }

        let launcher = Self.mounting(
            "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\"", over: sandbox.cacheFolder.path)
        let json = try sandbox.run(["cache", "info", "--json"], launcher: launcher)
        let text = try sandbox.run(["cache", "info"], launcher: launcher)

        for run in [json, text] { #expect(run.status == 0 && run.err.isEmpty, "\(run.status): \(run.err)") }
        #expect(try SearchEndToEndTests.object(json.out)["entries"] as? Int == 1, "\(json.out)")
        #expect(text.out.contains("Entries  1\n"), "\(text.out)")
    }

    /// On a full disk, a search that cannot keep its answer in a subfolder never written leaves
    /// no empty `counters` file there, and `cache info` then counts what is there (nothing). The
    /// search left a 0-byte file, and `cache info` failed: "cannot write …/counters: No space
    /// left on device".
    @Test func aFullDiskLeavesNoEmptyCountersAndCacheInfoCountsWhatIsThere() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let cacheHome = sandbox.root.appendingPathComponent("cache").path
        try FileManager.default.createDirectory(atPath: cacheHome, withIntermediateDirectories: true)
        // In one mount namespace: the cache home on a full 4 KiB file system, the search
        // ("$@"), then `cache info` ("$1" is the binary), then any empty counters file named.
        let script = """
            cache="$1"; shift
            mount -t tmpfs -o size=4k,mode=700 tmpfs "$cache" || exit 99
            head -c 8192 /dev/zero > "$cache/filler" 2>/dev/null
            "$@" >/dev/null
            "$1" cache info --json
            status=$?
            find "$cache" -name counters -size 0 | sed 's/^/empty counters: /' >&2
            exit $status
            """
        let launcher = ["/usr/bin/unshare", "-m", "--propagation", "private", "/bin/sh", "-c", script, "sh", cacheHome]

        let run = try sandbox.run(["search", "alien"], launcher: launcher)

        #expect(run.status == 0, "\(run.status): \(run.err)")
        #expect(run.err.contains("the response cache is not used: "), "the search could not keep it: \(run.err)")
        #expect(run.err.contains("No space left on device"), "\(run.err)")
        #expect(!run.err.contains("empty counters: "), "\(run.err)")
        #expect(try SearchEndToEndTests.object(run.out)["entries"] as? Int == 0, "\(run.out)")
        #expect(try server.stats().requests == 1, "the search was answered")
    }

    @Test func filesWhereTheFoldersShouldBe() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        for folder in [sandbox.cacheFolder, sandbox.stateFolder] {
            try FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Foundation.Data("not a folder".utf8).write(to: folder)
        }

        let search = try sandbox.run(["search", "alien"])
        let recent = try sandbox.run(["recent"])
        let info = try sandbox.run(["cache", "info"])

        #expect(search.status == 0, "\(search.err)")
        #expect(search.out.contains("alien 1 "))
        #expect(search.err.split(separator: "\n").count <= 2, "\(search.err)")
        for run in [recent, info] {
            #expect(run.status == 0 || run.err.split(separator: "\n").count == 1, "\(run.err)")
        }
        #expect(try String(contentsOf: sandbox.cacheFolder, encoding: .utf8) == "not a folder", "left alone")
        #expect(try String(contentsOf: sandbox.stateFolder, encoding: .utf8) == "not a folder", "left alone")
    }

    // MARK: - Helpers

    /// Runs `movies` as root without any capability: permission bits then bind it as any user.
    static let withoutCapabilities = ["/usr/bin/setpriv", "--bounding-set=-all", "--inh-caps=-all", "--"]

    /// Runs `movies` in a mount namespace of its own after `script` (given `folders` as $1, $2)
    /// mounted what it needs; the mounts vanish with the run.
    static func mounting(_ script: String, over folders: String...) -> [String] {
        let count = folders.count
        return [
            "/usr/bin/unshare", "-m", "--propagation", "private", "/bin/sh", "-c",
            "\(script) && shift \(count) && exec \"$@\"", "sh",
        ]
            + folders
    }

    /// The exit status of `/bin/sh -c script argument` under `launcher`.
    static func shell(_ script: String, _ argument: String, launcher: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher[0])
        process.arguments = Array(launcher.dropFirst()) + ["/bin/sh", "-c", script, argument]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func entryFiles(_ sandbox: CLISandbox) throws -> [URL] {
        CacheFolderFiles(folder: sandbox.cacheFolder.path).entries.map {
            sandbox.cacheFolder.appendingPathComponent($0)
        }
    }

    static func damaged(_ bytes: [UInt8], _ damage: Damage) -> [UInt8] {
        switch damage {
        case .truncated: Array(bytes.prefix(bytes.count / 2))
        case .empty: []
        case .garbage: (0..<max(bytes.count, 64)).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }
        case .wrongType: Array(#"["not", "an", "object"]"#.utf8)
        }
    }
}

import DataTestSupport
import Foundation
import Glibc
import TestScheduling
import Testing

/// What a disk, a pipe or a file in the wrong place can do, through the built binary: output
/// that cannot be written is an error, a query that cannot be saved is said, a read-only disk
/// still reads, a newer file is left alone, nothing blocks on a FIFO, an endless line holds no
/// memory, a link is never followed to change another folder, and the JSON hides nothing.
@Suite(.offThePool, .timeLimit(.minutes(30)))
struct FilesAndPipesEndToEndTests {
    /// Runs `movies` with its stdout sent where `redirection` says (`> /dev/full`, `>&-`).
    private static func redirecting(_ redirection: String) -> [String] {
        ["/bin/sh", "-c", "exec \"$@\" \(redirection)", "sh"]
    }

    // MARK: - Output

    @Test(arguments: [("> /dev/full", "No space left on device"), (">&-", "Bad file descriptor")])
    func resultsThatCannotBeWrittenAreAnError(redirection: String, reason: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "alien", "--json"], launcher: Self.redirecting(redirection))

        #expect(run.status == 1, "\(run.status): \(run.err)")
        #expect(run.err.hasSuffix("movies: cannot write the results to standard output: \(reason)\n"), "\(run.err)")
    }

    /// A command with nothing to print does its work and succeeds with stdout closed, as cron
    /// and daemons start it; only results that cannot be written are a failure.
    @Test func aCommandWithNothingToPrintSucceedsWithStdoutClosed() throws {
        let sandbox = try CLISandbox()
        #expect(try sandbox.run(["search", "alien"]).status == 0)

        for words in [["config", "set", "language", "de"], ["recent", "--clear"], ["cache", "clear"]] {
            let run = try sandbox.run(words, launcher: Self.redirecting(">&-"))
            #expect(run.status == 0 && !run.err.contains("cannot write"), "\(words): \(run.status) \(run.err)")
        }
        #expect(try String(contentsOf: sandbox.configFile, encoding: .utf8).contains("language = de"))
        #expect(try sandbox.run(["recent"]).out == "No recent searches\n", "the recent queries were cleared")
    }

    /// A usage error exits 2 wherever stdout goes: nothing was to be written there.
    @Test(arguments: ["> /dev/full", ">&-"])
    func aUsageErrorExitsTwoWhereverStdoutGoes(redirection: String) throws {
        let sandbox = try CLISandbox()

        for words in [["bogus"], ["search", "--page", "0", "heat"]] {
            let run = try sandbox.run(words, launcher: Self.redirecting(redirection))
            #expect(run.status == 2 && !run.err.contains("cannot write"), "\(words): \(run.status) \(run.err)")
        }
    }

    /// A full screen whose output is full ends at its first frame, saying so: it said its
    /// output was closed, and waited for a key first. Keys come from a terminal (the run's
    /// pseudo-terminal as stdin), as from a user's.
    @Test func aFullScreenOnAFullOutputSaysItWasFull() throws {
        let sandbox = try CLISandbox()
        let launcher = ["/bin/sh", "-c", "exec \"$@\" 0<&1 >/dev/full", "sh"]

        let run = try sandbox.run(
            ["--full-screen", "--source", "catalog"], terminal: true, launcher: launcher, timeout: .seconds(15))

        #expect(run.status == 1, "\(run.status): \(run.err)")
        #expect(run.err == "movies: the screen could not be written: No space left on device\n", "\(run.err)")
    }

    /// The full screen with stdout closed is refused at once: it was drawn, unseen, on the
    /// `/dev/null` that holds a closed stdout, and waited for keys typed blind. `pick`, which
    /// draws on the terminal, still picks (`PickEndToEndTests`).
    @Test func aFullScreenWithStdoutClosedIsRefused() throws {
        let sandbox = try CLISandbox()
        let launcher = ["/bin/sh", "-c", "exec \"$@\" 0<&1 >&-", "sh"]

        let run = try sandbox.run(
            ["--full-screen", "--source", "catalog"], terminal: true, launcher: launcher, timeout: .seconds(15))

        #expect(run.status == 1, "\(run.status): \(run.err)")
        #expect(run.err == "movies: the full screen needs an output, and stdout is closed\n", "\(run.err)")
    }

    @Test func aReaderThatWentAwayEndsTheRunBySIGPIPEInSilence() throws {
        let sandbox = try CLISandbox()
        // The reader (`true`) has exited before `movies` writes.
        let launcher = ["/bin/sh", "-c", "{ sleep 0.5; \"$@\" 2>/dev/null; echo \"status $?\" >&2; } | true", "sh"]

        let run = try sandbox.run(["search", "alien"], launcher: launcher)

        #expect(run.err == "status 141\n", "\(run.err)")
    }

    // MARK: - Recent queries

    @Test func aQueryThatCannotBeSavedIsSaidAndTheSearchStillAnswers() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(at: sandbox.stateFolder, withIntermediateDirectories: true)
        let file = sandbox.stateFolder.appendingPathComponent("recent-queries.json")
        #expect(symlink(sandbox.root.appendingPathComponent("elsewhere").path, file.path) == 0)

        let run = try sandbox.run(["search", "alien"])

        #expect(run.status == 0)
        #expect(run.out.contains("alien"), "\(run.out)")
        let notices = run.err.split(separator: "\n").filter { $0.contains("not saved") }
        #expect(notices.count == 1, "\(run.err)")
        #expect(notices.first?.hasPrefix("movies: the query was not saved in the recent queries: ") == true)
    }

    @Test func recentQueriesAreReadFromAReadOnlyDisk() throws {
        let sandbox = try CLISandbox()
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        try FileManager.default.removeItem(at: sandbox.stateFolder.appendingPathComponent("recent-queries.lock"))
        let launcher = CorruptStateEndToEndTests.mounting(
            "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\"", over: sandbox.stateFolder.path)

        let run = try sandbox.run(["recent"], launcher: launcher)

        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("alien"), "\(run.out)")
    }

    @Test func aFileOfANewerVersionIsLeftAloneAndSaidSo() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(at: sandbox.stateFolder, withIntermediateDirectories: true)
        let file = sandbox.stateFolder.appendingPathComponent("recent-queries.json")
        let newer = #"{"version": 7, "queries": [{"text": "alien", "new": true}]}"#
        try newer.write(to: file, atomically: true, encoding: .utf8)

        let recent = try sandbox.run(["recent", "--json"])
        let search = try sandbox.run(["search", "heat"])

        #expect(recent.status == 0 && recent.err.contains("written by a newer movies (format 7)"), "\(recent.err)")
        #expect(search.status == 0 && search.err.contains("not saved"), "\(search.err)")
        #expect(try String(contentsOf: file, encoding: .utf8) == newer, "neither moved aside nor replaced")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateFolder.path)
        #expect(!names.contains { $0.contains("corrupt") }, "\(names)")
    }

    /// A file where the cache's folder should be: `cache clear` fails as `cache info` does, in
    /// one line, and leaves the file alone.
    @Test func clearingACacheFolderThatIsAFileFails() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(
            at: sandbox.cacheFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "x\n".write(to: sandbox.cacheFolder, atomically: false, encoding: .utf8)

        for action in ["info", "clear"] {
            let run = try sandbox.run(["cache", action])
            #expect(run.status == 1 && run.stdout.isEmpty, "\(action): \(run.out)")
            #expect(
                run.err.hasPrefix("movies: Local storage failed: ") && run.err.hasSuffix(": Not a directory.\n")
                    && run.err.filter { $0 == "\n" }.count == 1, "\(action): \(run.err)")
        }
        #expect(try String(contentsOf: sandbox.cacheFolder, encoding: .utf8) == "x\n")
    }

    // MARK: - FIFOs and endless lines

    @Test func aFIFOInPlaceOfTheRecentsOrTheConfigBlocksNothing() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(at: sandbox.stateFolder, withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.stateFolder.appendingPathComponent("recent-queries.json").path, 0o600) == 0)
        let recent = try sandbox.run(["recent"], timeout: .seconds(20))
        #expect(!recent.timedOut && recent.status == 0, "\(recent.err)")

        let configFolder = sandbox.configFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.configFile.path, 0o600) == 0)
        let search = try sandbox.run(["search", "alien"], timeout: .seconds(20))
        #expect(!search.timedOut, "blocked on the FIFO")
        #expect(search.status == 2, "\(search.err)")
        #expect(search.err.contains("config is not a regular file, not a settings file"), "\(search.err)")
    }

    /// `--poster FILE` writes a regular file and nothing else: a symbolic link, a FIFO without
    /// a reader and a device are refused with one line, left as they were, and nothing waits.
    @Test func aPosterReplacesOnlyARegularFile() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let target = sandbox.root.appendingPathComponent("target.jpg")
        try Data("mine".utf8).write(to: target)
        let link = sandbox.root.appendingPathComponent("link.jpg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        let fifo = sandbox.root.appendingPathComponent("fifo.jpg").path
        #expect(mkfifo(fifo, 0o600) == 0)

        for (path, kind) in [(link, "a symbolic link"), (fifo, "a FIFO"), ("/dev/null", "a character device")] {
            let run = try sandbox.run(["show", "550", "--poster", path], timeout: .seconds(20))
            #expect(!run.timedOut && run.status == 1, "\(path): \(run.status) \(run.err)")
            #expect(
                run.err == "movies: cannot write \(path): it is \(kind), and a poster replaces only a regular file\n",
                "\(run.err)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "mine")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        // A regular file is replaced.
        let replaced = try sandbox.run(["show", "550", "--poster", target.path])
        #expect(replaced.status == 0, "\(replaced.err)")
        #expect(try Data(contentsOf: target).starts(with: [0xFF, 0xD8]))
    }

    @Test func aFIFOWhereACacheEntryWasIsAMissAndCacheClearLeavesIt() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let entry = try #require(try CorruptStateEndToEndTests.entryFiles(sandbox).first)
        try FileManager.default.removeItem(at: entry)
        #expect(mkfifo(entry.path, 0o600) == 0)

        let offline = try sandbox.run(["search", "alien", "--offline"], timeout: .seconds(20))
        #expect(!offline.timedOut && offline.status == 1 && offline.err.contains("not in the cache"), "\(offline.err)")

        let clear = try sandbox.run(["cache", "clear"], timeout: .seconds(20))
        #expect(!clear.timedOut && clear.status == 0, "\(clear.err)")
        #expect(clear.err.contains("movies: left \(entry.path) in place: not a file the cache wrote"), "\(clear.err)")
    }

    @Test func anEndlessLineIsCutWhileItIsRead() throws {
        let sandbox = try CLISandbox()
        // 4 MB without a line break, then a query: the first is refused, the second answered.
        let input = String(repeating: "a", count: 4_000_000) + "\nq\n"

        let run = try sandbox.run(["--line"], stdin: input)

        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("The query is longer than 500 characters."), "\(run.err)")
    }

    // MARK: - Links

    @Test func aCacheOrStateFolderThatIsALinkIsRefusedAndItsTargetLeftAlone() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let target = sandbox.root.appendingPathComponent("shared-folder")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        #expect(chmod(target.path, 0o755) == 0)
        for folder in [sandbox.cacheFolder, sandbox.stateFolder] {
            try FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(symlink(target.path, folder.path) == 0)
        }

        let run = try sandbox.run(["search", "alien"])

        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("it is a symbolic link"), "\(run.err)")
        var status = stat()
        #expect(stat(target.path, &status) == 0 && status.st_mode & 0o777 == 0o755, "the link's target kept its mode")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty, "nothing written there")
    }

    @Test func aConfigFileLinkedByTheUserIsReadAndWrittenThrough() throws {
        let sandbox = try CLISandbox()
        let dotfile = sandbox.root.appendingPathComponent("dotfiles-config")
        try "language = de\n".write(to: dotfile, atomically: true, encoding: .utf8)
        #expect(chmod(dotfile.path, 0o600) == 0)
        try FileManager.default.createDirectory(
            at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(symlink(dotfile.path, sandbox.configFile.path) == 0)

        let get = try sandbox.run(["config", "get", "language"])
        let set = try sandbox.run(["config", "set", "source", "catalog"])

        #expect(get.status == 0 && get.out == "de\n", "\(get.status): \(get.out) \(get.err)")
        #expect(set.status == 0, "\(set.err)")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.configFile.path)
        #expect(destination == dotfile.path, "still a link")
        #expect(try String(contentsOf: dotfile, encoding: .utf8).contains("source = catalog"))
    }

    @Test func aConfigPathThatIsAFolderIsSaidNotIgnored() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(at: sandbox.configFile, withIntermediateDirectories: true)

        let run = try sandbox.run(["search", "alien"])

        #expect(run.status == 2, "\(run.err)")
        #expect(run.err.contains("config is a folder, not a settings file"), "\(run.err)")
    }

    // MARK: - What a terminal shows

    @Test func theJSONCarriesNoCharacterThatReordersOrHidesText() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "control-titles")

        let run = try sandbox.run(["search", "alien", "--json"])

        #expect(run.status == 0, "\(run.err)")
        let invisible = run.out.unicodeScalars.filter {
            $0.properties.generalCategory == .format || $0.properties.isDefaultIgnorableCodePoint
        }
        #expect(invisible.isEmpty, "\(invisible.map { String($0.value, radix: 16) })")
        #expect(run.out.contains("\\u202e"), "the override is there, escaped")
        #expect((try? JSONSerialization.jsonObject(with: Data(run.out.utf8))) != nil)
    }

    @Test func aQueryWithAnEmojiJoinedByZWJIsSearched() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "👨‍👩‍👧 family"])

        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("control characters"), "\(run.err)")
    }
}

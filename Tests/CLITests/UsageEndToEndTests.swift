import DataTestSupport
import Foundation
import TestScheduling
import Testing

@testable import MoviesCLI

/// The built binary's help, version and usage errors: exit status 2, the problem and a line
/// pointing at the command's help on stderr, nothing on stdout, and nothing written to the
/// cache or recents.
@Suite(.offThePool)
struct UsageEndToEndTests {
    @Test func versionAndHelpPrintOnStdout() throws {
        let sandbox = try CLISandbox()
        for arguments in [["--version"], ["-v"], ["version"]] {
            let version = try sandbox.run(arguments)
            #expect(version.status == 0)
            #expect(try Self.expectedVersion(version.out), "\(arguments): \(version.out)")
            #expect(version.err.isEmpty)
        }

        for arguments in [["--help"], ["-h"], ["help"]] {
            let help = try sandbox.run(arguments)
            #expect(help.status == 0)
            #expect(help.out.hasPrefix("movies: search movies from the command line"))
            #expect(help.out.contains("Exit status:"))
            #expect(help.err.isEmpty)
            // As gh's: the commands and the common options, a screen's worth.
            #expect(help.out.filter { $0 == "\n" }.count <= 40, "40 lines at most: \(help.out)")
            #expect(help.out.contains("\nCommands:\n") && help.out.contains("\nCommon options:\n"))
        }
        for command in ["search", "show", "recent", "cache", "interactive"] {
            let help = try sandbox.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.out.hasPrefix("Usage: movies "))
            #expect(help.out.contains("Options:"))
        }
    }

    /// `help COMMAND WORDS…` is COMMAND's help, as `COMMAND WORDS… --help` and gh's `help pr
    /// create` are: it said "no help for 'cache'" about `help cache info`; a word that names no
    /// command is still said to have none.
    @Test func helpWithWordsAfterACommandIsThatCommandsHelp() throws {
        let sandbox = try CLISandbox()
        for words in [["cache", "info"], ["config", "set"], ["search", "heat"], ["completion", "bash"]] {
            let help = try sandbox.run(["help"] + words)
            #expect(help.status == 0 && help.err.isEmpty, "\(words): \(help.err)")
            #expect(help.out == (try sandbox.run([words[0], "--help"])).out, "\(words)")
        }
        let unknown = try sandbox.run(["help", "nosuchcommand"])
        #expect(unknown.status == 2 && unknown.out.isEmpty)
        #expect(unknown.err.hasPrefix("movies: no help for 'nosuchcommand'\n"), "\(unknown.err)")
    }

    /// "Did you mean" offers a word only when it is close: `tcsh` is two edits from `bash`, half
    /// the word, and was offered it; `zhs` is one from `zsh`.
    @Test func aShellFarFromEveryChoiceIsOfferedNone() throws {
        let sandbox = try CLISandbox()

        let far = try sandbox.run(["completion", "tcsh"])
        let near = try sandbox.run(["completion", "zhs"])

        #expect(far.status == 2 && far.out.isEmpty)
        #expect(far.err.hasPrefix("movies: no completion for 'tcsh' (bash, zsh, fish)\n"), "\(far.err)")
        #expect(near.status == 2 && near.err.contains("did you mean 'zsh'?"), "\(near.err)")
    }

    /// A command's help names each of its options once: in its options list, not again in the
    /// usage lines above it.
    @Test(arguments: Subcommand.commands)
    func aCommandsHelpListsEachOptionOnce(command: Subcommand) throws {
        let help = HelpText.help(command)
        let usage = help.components(separatedBy: "\n\n").first ?? ""
        #expect(!usage.contains("--"), "\(usage)")
        for option in command.options {
            let listed = help.split(separator: "\n").filter { $0.hasPrefix("  " + option.signature + " ") }
            #expect(listed.count == 1, "\(command): \(option.name)")
        }
    }

    /// `MoviesVersion.current`, then, when this is a git checkout, the commit the binary was
    /// built from (the `GitCommit` plugin): twelve hex digits naming a commit of this checkout
    /// (not always its HEAD: `swift test --skip-build` runs a binary built before a commit), and
    /// ", debug build" when the binary is one: the binary beside these tests is built as they
    /// are; one named by `MOVIES_BINARY` may be either.
    private static func expectedVersion(_ printed: String) throws -> Bool {
        #if DEBUG
            let testsAreDebug = true
        #else
            let testsAreDebug = false
        #endif
        let saysDebug = printed.hasSuffix("debug build)\n")
        if ProcessInfo.processInfo.environment["MOVIES_BINARY"] == nil, saysDebug != testsAreDebug { return false }
        let debug = saysDebug ? "debug build" : nil
        guard let commit = try git(["rev-parse", "--short=12", "HEAD"]) else {
            return printed == "movies \(MoviesVersion.current)\(debug.map { " (\($0))" } ?? "")\n"
        }
        let prefix = "movies \(MoviesVersion.current) ("
        let suffix = debug.map { ", \($0))\n" } ?? ")\n"
        guard printed.hasPrefix(prefix), printed.hasSuffix(suffix) else { return false }
        let built = String(printed.dropFirst(prefix.count).dropLast(suffix.count))
        guard built.count == commit.count, built.allSatisfy(\.isHexDigit) else { return false }
        return try git(["cat-file", "-e", built + "^{commit}"]) != nil
    }

    /// What `git arguments` prints in this checkout, trimmed; `nil` when it fails.
    private static func git(_ arguments: [String]) throws -> String? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path] + arguments
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        try git.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        return git.terminationStatus == 0 ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// A first word that names no command, nor nearly one, may be a search: the error offers it.
    @Test func wordsThatNameNoCommandAreOfferedAsASearch() throws {
        let run = try CLISandbox().run(["alien", "resurrection"])

        #expect(run.status == 2)
        #expect(
            run.err == """
                movies: unknown command 'alien'; did you mean 'movies search alien resurrection'?
                See 'movies help search'.

                """)
    }

    @Test(arguments: [
        ["bogus"], ["--bogus"], ["search"], ["search", "   "], ["search", "x", "--bogus"],
        ["search", "x", "--page"], ["search", "x", "--page", "0"], ["search", "x", "--page", "501"],
        ["search", "x", "--page", "-1"], ["search", "x", "--page", "abc"], ["search", "x", "--pages", "0"],
        ["search", "x", "--page", "500", "--pages", "2"], ["search", "x", "--year", "99999"],
        ["search", "x", "--year", "nineteen"], ["search", "x", "--language", "english"],
        ["search", "x", "--source", "nonsense"], ["search", "x", "--refresh", "--offline"],
        ["search", String(repeating: "q", count: 10_000)], ["search", "red\u{1B}[31m"], ["search", "bell\u{7}"],
        ["search", "x", "--json=1"], ["show"], ["show", "abc"], ["show", "0"], ["show", "1", "2"],
        ["show", "1", "--poster-width", "10"], ["recent", "x"], ["recent", "--bogus"], ["cache"], ["cache", "purge"],
        ["cache", "info", "x"], ["interactive", "x"], ["--version", "x"],
        // Issue 8's list, where the cases above miss it.
        ["search", ""], ["search", "\t \n"], ["search", "x", "--year"], ["search", "x", "--source"],
        ["search", "x", "--language"], ["search", "x", "--pages"], ["show", "1", "--poster"],
        ["search", "x", "--page", ""], ["search", "x", "--page", "1.5"], ["search", "carriage\rreturn"],
        ["search", "delete\u{7F}"], ["search", "c1\u{9B}31m"], ["--source", "nonsense"],
        ["show", "1", "--refresh", "--offline"],
    ])
    func usageErrorExitsTwoAndTouchesNothing(arguments: [String]) throws {
        let sandbox = try CLISandbox()
        let before = sandbox.snapshot()

        let run = try sandbox.run(arguments)

        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.err.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("movies: ") == true, "\(run.err)")
        #expect(lines.count == 3 && lines.last == "", "two lines: \(run.err)")
        #expect(lines.dropFirst().first?.hasPrefix("See 'movies help") == true, "\(run.err)")
        #expect(!run.stderr.contains(0x1B) && !run.stderr.contains(0x07))
        #expect(sandbox.snapshot() == before)
    }

    @Test(
        arguments: [
            [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x61, 0xFE, 0x62],
        ] as [[UInt8]])
    func everyKindOfInvalidUTF8IsAUsageError(bytes: [UInt8]) throws {
        let sandbox = try CLISandbox()
        let before = sandbox.snapshot()

        let run = try sandbox.run(bytes: [Array("search".utf8), Array("x".utf8), bytes])

        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.err.hasPrefix("movies: argument 3 is not valid UTF-8\nSee 'movies help search'.\n"), "\(run.err)")
        #expect(sandbox.snapshot() == before)
    }

    @Test func invalidUTF8ArgumentIsAUsageError() throws {
        let sandbox = try CLISandbox()
        let before = sandbox.snapshot()

        let run = try MoviesBinary.run(
            bytes: [Array("search".utf8), [0x73, 0x74, 0xFF, 0x61, 0x72]], environment: sandbox.environment,
            timeout: .seconds(30))

        #expect(run.status == 2)
        #expect(run.err.hasPrefix("movies: argument 2 is not valid UTF-8\nSee 'movies help search'.\n"))
        #expect(sandbox.snapshot() == before)
    }

    @Test func aTypoIsCorrectedInTwoLines() throws {
        let sandbox = try CLISandbox()
        let command = try sandbox.run(["serach", "alien"])
        #expect(command.status == 2)
        #expect(command.err == "movies: unknown command 'serach'; did you mean 'search'?\nSee 'movies help search'.\n")
        let option = try sandbox.run(["search", "alien", "--yaer", "1979"])
        #expect(option.status == 2)
        #expect(
            option.err
                == "movies: unknown option '--yaer' for movies search; did you mean '--year'?\n"
                + "See 'movies help search'.\n")
        let version = try sandbox.run(["--verison"])
        #expect(version.err.hasPrefix("movies: unknown option '--verison' for movies; did you mean '--version'?\n"))
    }

    @Test func usageErrorsSendNoRequestEvenWithTMDBConfigured() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let before = sandbox.snapshot()

        for arguments in [
            ["search", "x", "--page", "0"], ["search", "x", "--refresh", "--offline"], ["show", "abc"],
            ["search", ""], ["bogus"],
        ] {
            #expect(try sandbox.run(arguments).status == 2)
        }

        #expect(try server.stats().requests == 0)
        #expect(sandbox.snapshot() == before)
    }
}

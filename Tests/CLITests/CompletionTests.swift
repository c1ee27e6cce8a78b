import CommandLineKit
import DataTestSupport
import Foundation
import MoviesDomain
import TestScheduling
import Testing

@testable import MoviesCLI

/// `movies completion bash|zsh|fish`, loaded in the real shell and asked for completions as a
/// user's tab would ask: bash through its `complete -F` function, zsh through its completion
/// system on a pseudo-terminal (`Tests/Fixtures/zsh-completions.zsh`), fish through `complete
/// -C`. The options each command is offered are compared with the table the parser reads.
/// A shell that is not installed skips its test, unless `MOVIES_REQUIRE_SHELLS` is set (as
/// `.ci/run` sets it, after installing them): then it fails.
@Suite(.offThePool, .timeLimit(.minutes(30)))  // a hang guard, as everywhere: never a speed check
struct CompletionTests {
    /// One line typed and the matches it must offer (all of them, and nothing else).
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let expected: Set<String>
        var testDescription: String { line }
    }

    static let cases: [Case] = {
        var cases = [
            Case(line: "movies se", expected: ["search"]),
            Case(line: "movies ", expected: Set(ToolDescription.movies.commandWords)),
            Case(line: "movies search --so", expected: ["--sort", "--source"]),
            Case(line: "movies search --source ", expected: ["tmdb", "catalog"]),
            Case(line: "movies show c1 --format ", expected: ["text", "json", "tsv"]),
            Case(line: "movies search x --genre sc", expected: ["science-fiction", "sci-fi", "scifi"]),
            Case(line: "movies --genre ", expected: Set(Genre.optionCompletions)),
            Case(line: "movies search --page 2 --y", expected: ["--year"]),
            Case(line: "movies search bla", expected: ["blade runner"]),
            Case(line: "movies search --source catalog st", expected: ["star wars"]),
            Case(line: "movies cache ", expected: ["info", "clear"]),
            Case(line: "movies cache info --", expected: ["--json", "--help"]),
            Case(line: "movies config ", expected: ["list", "get", "set", "unset"]),
            Case(line: "movies config get ", expected: Set(ConfigKey.allCases.map(\.rawValue))),
            Case(line: "movies completion ", expected: ["bash", "zsh", "fish"]),
            Case(line: "movies help sh", expected: ["show"]),
            Case(
                line: "movies --",
                expected: Set(Subcommand.interactive.options.map(\.name) + ["--help", "--version"])),
        ]
        for topic in [Subcommand.search, .show, .recent, .interactive] {
            cases.append(
                Case(line: "movies \(topic.rawValue) --", expected: Set(topic.options.map(\.name) + ["--help"])))
        }
        return cases
    }()

    @Test(.enabled(if: isInstalled(.bash))) func bashCompletesFromTheTable() throws { try completes(in: .bash) }
    @Test(.enabled(if: isInstalled(.zsh))) func zshCompletesFromTheTable() throws { try completes(in: .zsh) }
    @Test(.enabled(if: isInstalled(.fish))) func fishCompletesFromTheTable() throws { try completes(in: .fish) }

    /// Commands, options, option values, actions, settings, shells and recent queries.
    private func completes(in shell: Shell) throws {
        let sandbox = try CLISandbox()
        let (script, bin) = try Self.prepare(shell, in: sandbox)
        for query in ["blade runner", "star wars"] { #expect(try sandbox.run(["search", query]).status == 0) }

        for test in Self.cases {
            let matches = try Self.complete(test.line, shell: shell, script: script, bin: bin, sandbox: sandbox)
            #expect(matches == test.expected, "\(shell.rawValue): \(test.line)")
        }
    }

    /// The words as bash hands them to the function, where the line-splitting `complete` cannot
    /// say them: a recent query typed escaped (`star\ w`) or in quotes (`"star w`) was offered
    /// nothing, a short option's value was offered commands (`-n `), and a list's next item
    /// nothing (`drama,com`).
    @Test(.enabled(if: isInstalled(.bash)))
    func bashCompletesEscapedAndQuotedWordsShortOptionsAndLists() throws {
        let sandbox = try CLISandbox()
        let (script, _) = try Self.prepare(.bash, in: sandbox)
        #expect(try sandbox.run(["search", "star wars"]).status == 0)
        let cases: [([String], Set<String>)] = [
            (["search", #"star\ w"#], [#"star\ wars"#]),
            (["search", #""star w"#], [#"star\ wars"#]),
            (["search", "-n", ""], []),
            (["search", "--genre", "drama,com"], ["drama,comedy"]),
            (["search", "x", "--genre", ""], Set(Genre.optionCompletions)),
        ]
        for (words, expected) in cases {
            #expect(try Self.bashReplies(words, script: script, sandbox: sandbox) == expected, "\(words)")
        }
    }

    /// Only an option that takes a list (`--genre`) completes after a comma: `--sort rating,`
    /// was offered `rating,relevance`, `rating,votes`, …, which `--sort` then refused.
    @Test(.enabled(if: isInstalled(.bash)))
    func bashCompletesAfterACommaOnlyForAnOptionThatTakesAList() throws {
        let sandbox = try CLISandbox()
        let (script, _) = try Self.prepare(.bash, in: sandbox)
        let cases: [([String], Set<String>)] = [
            (["search", "heat", "--sort", "rating,"], []),
            (["search", "heat", "--format", "json,"], []),
            (["search", "heat", "--color", "always,"], []),
            (["search", "heat", "--source", "catalog,"], []),
            (["show", "550", "--images", "kitty,"], []),
            (["search", "heat", "--sort", "ra"], ["rating"]),
            (["search", "heat", "--genre", "drama,w"], ["drama,war", "drama,western"]),
        ]
        for (words, expected) in cases {
            #expect(try Self.bashReplies(words, script: script, sandbox: sandbox) == expected, "\(words)")
        }
    }

    /// What bash's completion function offers for `words` after `movies`, the cursor at the
    /// end of the last.
    private static func bashReplies(_ words: [String], script: String, sandbox: CLISandbox) throws -> Set<String> {
        let quoted = (["movies"] + words).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let run = try Self.shell(
            .bash,
            [
                "-c",
                "source \"$1\"; COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count); "
                    + "_movies; printf '%s\\n' \"${COMPREPLY[@]}\"", "bash", script,
            ], environment: sandbox.environment)
        return Set(run.out.split(separator: "\n").map(String.init))
    }

    @Test(arguments: Shell.allCases)
    func theScriptIsMadeFromTheTableAndReadsClean(shell: Shell) throws {
        let run = try CLISandbox().run(["completion", shell.rawValue])
        #expect(run.status == 0 && run.err.isEmpty)
        for option in CommandOption.allCases {
            #expect(run.out.contains(shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name), "\(option)")
        }
        guard Self.isInstalled(shell) else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.appending("movies.\(shell.rawValue)")
        try run.out.write(toFile: script, atomically: false, encoding: .utf8)
        let syntax = try Self.shell(shell, ["-n", script])
        #expect(syntax.status == 0, "\(syntax.err)")
    }

    // MARK: - Shells

    static func isInstalled(_ shell: Shell) -> Bool {
        let found = FileManager.default.isExecutableFile(atPath: executable(shell))
        return found || ProcessInfo.processInfo.environment["MOVIES_REQUIRE_SHELLS"] != nil
    }

    static func executable(_ shell: Shell) -> String { "/usr/bin/\(shell.rawValue)" }

    /// The script `movies completion` prints, in the sandbox, and a folder where `movies` is
    /// found by name (the scripts ask it for the recent queries).
    static func prepare(_ shell: Shell, in sandbox: CLISandbox) throws -> (script: String, bin: String) {
        let run = try sandbox.run(["completion", shell.rawValue])
        let script = sandbox.root.appendingPathComponent("movies.\(shell.rawValue)").path
        try run.out.write(toFile: script, atomically: false, encoding: .utf8)
        let bin = sandbox.root.appendingPathComponent("bin").path
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/movies", withDestinationPath: MoviesBinary.path)
        sandbox.environment["PATH"] = bin + ":/usr/bin:/bin"
        return (script, bin)
    }

    /// The matches `shell` offers for `line` (typed up to the cursor), without descriptions.
    static func complete(_ line: String, shell: Shell, script: String, bin: String, sandbox: CLISandbox) throws
        -> Set<String>
    {
        let arguments: [String]
        switch shell {
        case .bash:
            // COMP_WORDS as bash splits the line: its last word is the one being completed.
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }
            arguments = [
                "-c",
                "source \"$1\"; COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=\(words.count - 1); "
                    + "_movies; printf '%s\\n' \"${COMPREPLY[@]}\"", "bash", script,
            ]
        case .zsh:
            let helper = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/zsh-completions.zsh").path
            arguments = ["-f", helper, script, line]
        case .fish:
            arguments = ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script, line]
        }
        let run = try Self.shell(shell, arguments, environment: sandbox.environment)
        #expect(run.status == 0, "\(shell.rawValue) \(line): \(run.err)")
        let lines = run.out.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        // bash escapes the space of a multi-word query, as it inserts it.
        return Set(lines.map { $0.replacingOccurrences(of: "\\ ", with: " ") })
    }

    /// Runs `shell` with `arguments` and at most 30 s.
    static func shell(_ shell: Shell, _ arguments: [String], environment: [String: String]? = nil) throws
        -> MoviesBinary.Run
    {
        try MoviesBinary.run(
            bytes: [], environment: environment ?? ["PATH": "/usr/bin:/bin"],
            launcher: [executable(shell)] + arguments + ["--"])
    }
}

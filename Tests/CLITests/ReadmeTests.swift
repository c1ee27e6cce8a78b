import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// The README's claims about the command line stay true to the binary: every command it shows
/// runs, printing what the README shows (see `ReadmeCommand` for the blocks that hold commands).
/// The usage reference is `movies help` and its man page, which `ManPageTests` checks.
@Suite(.offThePool)
struct ReadmeTests {
    /// The stderr line every catalog command starts with. The README shows it once, in the
    /// tour's first command, and says it leaves it out after that.
    private static let catalogNotice =
        "movies: no TMDB key, searching the offline catalog (--source catalog hides it)\n"

    /// The width the README's outputs were made at (it says so).
    private static let columns = 100

    private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func quickStartRunsARealCatalogSearch() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let quickStart = try #require(text.range(of: "## Quick start\n"))
        let firstCommand = text[quickStart.upperBound...].split(separator: "\n")
            .first { $0.hasPrefix("Scripts/bootstrap") }
        let command = try #require(firstCommand).split(separator: "#").first.map(String.init) ?? ""
        let words = try #require(command.range(of: "swift run movies ")).upperBound
        let arguments = command[words...].split(separator: " ").map(String.init)
        #expect(arguments.first == "search")

        let run = try CLISandbox().run(arguments)

        #expect(run.status == 0)
        #expect(run.out.split(separator: "\n").dropFirst(2).first?.hasPrefix("Star Wars ") == true)
    }

    @Test func everyConsoleCommandPrintsWhatTheReadmeShows() throws {
        let commands = try ReadmeCommand.all(in: String(contentsOf: Self.readme, encoding: .utf8))
            .filter { $0.expectedOutput != nil }
        #expect(
            commands.count >= 5, "the tour shows search, show as tsv, a correction, a usage error and the line flow")
        #expect(commands.first?.expectedOutput?.hasPrefix(Self.catalogNotice) == true)
        // One sandbox for the whole README, commands in order: `recent` shows the searches before it.
        let sandbox = try CLISandbox(columns: Self.columns)

        for command in commands {
            let run = try sandbox.run(command.arguments, stdin: command.stdin, extra: command.environment)
            let expected = command.expectedOutput ?? ""
            var stderr = run.err
            if !expected.contains(Self.catalogNotice), let notice = stderr.range(of: Self.catalogNotice) {
                stderr.removeSubrange(notice)
            }
            let shown = stderr + run.out + (command.echoesExitStatus ? "exit status \(run.status)\n" : "")

            #expect(shown == expected, "\(command)")
            if !command.echoesExitStatus { #expect(run.status == 0, "\(command)") }
        }
    }

    @Test func everyDeveloperCommandRunsAgainstTMDB() throws {
        let commands = try ReadmeCommand.all(in: String(contentsOf: Self.readme, encoding: .utf8))
            .filter { $0.expectedOutput == nil }
        #expect(!commands.isEmpty)
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox(columns: Self.columns)
        sandbox.useTMDB(server)

        for command in commands {
            // Files the command writes go to the sandbox, not to the folder the tests run in.
            var arguments = command.arguments
            for index in arguments.indices.dropFirst() where arguments[index - 1] == "--poster" {
                arguments[index] = sandbox.root.appendingPathComponent(arguments[index]).path
            }

            let run = try sandbox.run(arguments, stdin: command.stdin, extra: command.environment)

            #expect(run.status == 0, "\(command): \(run.err)")
            #expect(!run.out.isEmpty, "\(command)")
        }
    }
}

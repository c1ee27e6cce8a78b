import CommandLineKit
import Foundation
import TestScheduling
import Testing

@testable import MoviesCLI

/// `movies help --man`: made from the table the help is made from, committed as
/// `docs/movies.1`, and read by groff (`man -l` renders with it) without a single warning.
@Suite(.offThePool)
struct ManPageTests {
    private static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/movies.1")

    @Test func theCommittedPageIsWhatTheBinaryPrints() throws {
        let run = try CLISandbox().run(["help", "--man"])

        #expect(run.status == 0 && run.err.isEmpty)
        #expect(
            run.out == (try String(contentsOf: Self.committed, encoding: .utf8)),
            "docs/movies.1 is out of date: movies help --man > docs/movies.1")
    }

    /// What `movies help config`, the man page and REFERENCE say of a settings file others may
    /// reach is what `ConfigEndToEndTests.aFileOthersMayReadIsWarnedAboutOrRefused` holds:
    /// refused when they may change it, or read it while it holds a secret; else warned about.
    @Test func theDocsSayWhenTheSettingsFileIsRefused() throws {
        let folder = Self.committed.deletingLastPathComponent()
        let reference = try String(contentsOf: folder.appendingPathComponent("REFERENCE.md"), encoding: .utf8)
        let texts = [
            ("help config", try CLISandbox().run(["help", "config"]).out),
            ("the man page", ManPage.text().replacingOccurrences(of: "\\fR", with: "")),
            ("REFERENCE", reference),
        ]
        for (name, text) in texts {
            let said = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(
                said.contains("refused while others may change it, or may read it and it holds a secret"), "\(name)")
            #expect(said.contains("with a warning"), "\(name)")
            #expect(!said.contains("refused while others may read it"), "\(name)")
            #expect(!said.contains("may read or write it"), "\(name)")
        }
    }

    @Test func itNamesEveryCommandOptionSettingAndVariable() {
        let page = ManPage.text()
        for name in Subcommand.commands.map(\.rawValue) + ConfigKey.allCases.map(\.rawValue) {
            #expect(page.contains("\\fB\(Roff.escaped(name))\\fR"), "\(name)")
        }
        for option in CommandOption.allCases {
            #expect(page.contains(".TP\n\\fB\(Roff.escaped(option.name))\\fR"), "\(option.name)")
        }
        for variable in EnvironmentVariable.allCases {
            #expect(page.contains(".TP\n\\fB\(Roff.escaped(variable.name))\\fR"), "\(variable.name)")
        }
    }

    /// What a man page reader looks for last: examples to copy and where to go next.
    @Test func itEndsWithExamplesAndSeeAlso() {
        let page = ManPage.text()
        let examples = page.range(of: "\n.SH EXAMPLES\n")?.lowerBound
        let seeAlso = page.range(of: "\n.SH \"SEE ALSO\"\n")?.lowerBound
        #expect(examples != nil && seeAlso != nil && examples! < seeAlso!)
        for (command, _) in ManPage.examples {
            #expect(page.contains(".TP\n\\fB\(Roff.escaped(command))\\fR"), "\(command)")
        }
    }

    @Test func groffReadsItWithoutAWarning() throws {
        let groff = try Self.run("/usr/bin/groff", ["-ww", "-man", "-z", Self.committed.path])
        #expect(groff.status == 0)
        #expect(groff.err.isEmpty, "\(groff.err)")
        let text = try Self.run("/usr/bin/groff", ["-man", "-Tutf8", "-P", "-cbou", Self.committed.path])
        #expect(text.out.contains("movies completion bash|zsh|fish"), "\(text.out.prefix(2000))")
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc")
                || ProcessInfo.processInfo.environment["MOVIES_REQUIRE_SHELLS"] != nil))
    func mandocLintsItClean() throws {
        let mandoc = try Self.run("/usr/bin/mandoc", ["-T", "lint", "-W", "warning", Self.committed.path])
        #expect(mandoc.status == 0, "\(mandoc.out)\(mandoc.err)")
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
        )
    }
}

import Foundation
import MoviesTestSupport
import Testing

/// The README's claims about the command line stay true to the binary.
struct ReadmeTests {
    private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func usageSectionIsTheHelp() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let usage = try #require(text.range(of: "## Usage\n"), "the README has no Usage section")
        let rest = text[usage.upperBound...]
        let open = try #require(rest.range(of: "```\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```\n"))
        let block = String(rest[open.upperBound..<close.lowerBound])

        let help = try CLISandbox().run(["--help"])

        #expect(help.status == 0)
        #expect(block == help.out)
    }

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
}

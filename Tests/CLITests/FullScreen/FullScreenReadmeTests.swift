import Foundation
import Testing

extension TmuxSessions {
    /// The README's picture of the full screen is what `movies` shows: the same steps in a real
    /// terminal of the same size give the same text.
    struct FullScreenReadmeTests {
        private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")

        @Test func theCaptureInTheReadmeIsTheScreen() throws {
            let text = try String(contentsOf: Self.readme, encoding: .utf8)
            let section = try #require(text.range(of: "## The full screen\n"), "the README has no full-screen section")
            let rest = text[section.upperBound...]
            #expect(rest.contains("typing `star` and pressing ↓ three times, in an 80×12 terminal"))
            let open = try #require(rest.range(of: "```text\n"))
            let close = try #require(rest[open.upperBound...].range(of: "```\n"))
            let picture = rest[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)

            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"], columns: 80, rows: 12)
            try run.waitForSearchField()
            try run.terminal.type("star")
            try run.terminal.waitForText("page 1 of 12")
            try run.terminal.press("Down", "Down", "Down")
            let screen = try run.terminal.waitForScreen("the README's picture") { Array($0.prefix(12)) == picture }

            #expect(Array(screen.prefix(12)) == picture)
            try run.quit(pressing: "q")
        }
    }
}

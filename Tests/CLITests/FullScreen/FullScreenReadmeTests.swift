import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// The README's picture of the full screen, and REFERENCE's of a movie's details with its
    /// poster, are what `movies` shows: the same steps in a real terminal of the same size give
    /// the same text.
    struct FullScreenReadmeTests {
        private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        private static let reference = readme.deletingLastPathComponent().appendingPathComponent("docs/REFERENCE.md")

        @Test func theCaptureInTheReadmeIsTheScreen() throws {
            let text = try String(contentsOf: Self.readme, encoding: .utf8)
            let section = try #require(text.range(of: "## The full screen\n"), "the README has no full-screen section")
            let rest = text[section.upperBound...]
            #expect(rest.contains("typing `star` and ↓ three\ntimes, in an 80×12 terminal"))
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

        /// REFERENCE's picture of a movie's details with its poster, and its colours in
        /// `docs/poster-details.ans`: the same steps in tmux (half blocks) give the same screen.
        /// With `MOVIES_RECORD_POSTER_CAPTURE` set, the test writes the capture anew first.
        @Test func thePosterInTheReferenceIsTheScreen() throws {
            let text = try String(contentsOf: Self.reference, encoding: .utf8)
            let section = try #require(text.range(of: "the same screen with its colours"), "no poster picture")
            let rest = text[section.upperBound...]
            let open = try #require(rest.range(of: "```text\n"))
            let close = try #require(rest[open.upperBound...].range(of: "```\n"))
            let picture = rest[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
            let colours = (try? String(contentsOf: Self.posterCapture, encoding: .utf8)) ?? ""

            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server, fault: "jpeg-posters/poster-500x750")
            let run = try FullScreenRun(sandbox, columns: 72, rows: 10)
            try run.waitForSearchField()
            try run.terminal.type("alien")
            try run.terminal.waitForText("page 1 of 5")
            try run.terminal.press("Enter", "Enter")
            let screen = try run.terminal.waitForScreen("the README's poster") {
                $0.count >= 10 && $0[2].hasPrefix("▀")
            }

            // The colours are read once two captures in a row agree: tmux applies a frame as it
            // reads it, and one capture can catch a row half written (a busy machine, a sanitizer).
            var coloured = ""
            TmuxTerminal.waitUntil("the colours settled") {
                let now = ((try? run.terminal.coloredScreen()) ?? []).prefix(10).joined(separator: "\n") + "\n"
                defer { coloured = now }
                return now == coloured
            }
            if ProcessInfo.processInfo.environment["MOVIES_RECORD_POSTER_CAPTURE"] != nil {
                // Making the capture anew: the colours to their file, the text for REFERENCE.
                try coloured.write(to: Self.posterCapture, atomically: true, encoding: .utf8)
                try screen.prefix(10).joined(separator: "\n").write(
                    to: Self.posterCapture.appendingPathExtension("txt"), atomically: true, encoding: .utf8)
            }
            #expect(Array(screen.prefix(10)) == picture)
            // Cells, not bytes: where tmux writes a style change depends on how the rows were drawn.
            #expect(StyledScreen(capture: Self.rows(coloured)) == StyledScreen(capture: Self.rows(colours)))
            try run.quit(pressing: "q")
        }

        private static func rows(_ capture: String) -> [String] {
            capture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        private static let posterCapture = readme.deletingLastPathComponent().appendingPathComponent(
            "docs/poster-details.ans")
    }
}

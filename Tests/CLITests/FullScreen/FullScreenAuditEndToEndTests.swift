import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// What a user's audit of the full screen found (the release build), in tmux through the
    /// built binary: the screen that stopped loading when page 1 held no film the filters keep,
    /// key hints offering keys that do nothing there or leaving out `?`, a status line that cut
    /// a message to keep the source and page, and `pick -m`'s Shift-Tab.
    struct FullScreenAuditEndToEndTests {
        /// `movies arguments…` in the full screen over `server`, at its search field.
        private func tmdb(
            _ server: FixtureServer, arguments: [String] = [], columns: Int = 80, rows: Int = 24
        ) throws -> FullScreenRun {
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            let run = try FullScreenRun(sandbox, arguments: arguments, columns: columns, rows: rows)
            try run.waitForSearchField()
            return run
        }

        /// The fixture's films are rated 5.1 to 7.0 on page 1, and up to 9.0 on page 2 (11 of
        /// them 8 or more) and 9.9 on page 3 (9 more): with `--min-rating 8`, page 1 matches
        /// nothing, and the 20 rows of an 80×24 screen are filled from pages 2 and 3.
        @Test func aFilterThatMatchesNothingOnPageOneLoadsTheNextPages() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try tmdb(server, arguments: ["--min-rating", "8"])
            try run.terminal.type("yak")

            let filled = try run.terminal.waitForText("TMDB · page 3 of 5")
            #expect(filled[23].contains("20 of the 60 loaded match, of 100 movies"), "\(filled[23])")
            #expect(filled[2].hasPrefix("  yak 30 "), "the first film rated 8: \(filled[2])")
            #expect(filled[21].hasPrefix("  yak 49 "), "the last row filled: \(filled[21])")
            #expect(!filled.joined().contains("match these filters"), "\(filled)")
            try run.terminal.press("C-l")
            let later = try run.terminal.waitForText("TMDB · page 3 of 5")
            #expect(!later[23].contains("page 4 of"), "no page beyond those the screen needs")
            try run.quit(pressing: "C-c")
        }
    }
}

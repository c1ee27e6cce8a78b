import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// The full screen at its edges, in tmux through the built binary over the fixture server: an
    /// address wider than the screen cut at the edge (not overwritten there by its own last
    /// characters), and the poster's address never split.
    struct FullScreenEdgesEndToEndTests {
        /// `movies` over `server` at `columns` × `rows` (images as `images` says, if it does),
        /// the search field shown.
        private func tmdb(
            _ server: FixtureServer, columns: Int = 80, rows: Int = 24, images: String? = nil
        ) throws -> FullScreenRun {
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            if let images { sandbox.environment["MOVIES_IMAGES"] = images }
            let run = try FullScreenRun(sandbox, columns: columns, rows: rows)
            try run.waitForSearchField()
            return run
        }

        /// With autowrap off, whatever is written past the last column lands in it: an address
        /// written whole showed its last character there (`…/watcS`). The full screen writes
        /// only the columns that fit, the cut marked with "…".
        @Test func anAddressWiderThanTheScreenIsCutAtTheEdge() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try tmdb(server)  // a poster drawn beside the details: 46 columns for them
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")
            try run.terminal.press("Enter", "Enter")
            try run.terminal.waitForText("Released")
            try run.terminal.type("G")
            let end = try run.terminal.waitForText("movie/2633001/wat")
            let watch = end.first { $0.contains("movie/2633001/wat") } ?? ""
            #expect(watch.hasSuffix("  https://www.themoviedb.org/movie/2633001/watc…"), "\(watch)")
            #expect(watch.count == 80, "the cut in the last column")
            try run.quit(pressing: "q")

            let narrow = try tmdb(server, columns: 40, rows: 50, images: "none")
            try narrow.terminal.type("alien")
            try narrow.terminal.waitForText("alien 1 ")
            try narrow.terminal.press("Enter", "Enter")
            let details = try narrow.terminal.waitForText("youtube")
            #expect(details.contains("https://www.youtube.com/watch?v=vKQi3bB…"), "\(details)")
            #expect(!details.contains { $0.contains("vKQi3bB8") })
            try narrow.quit(pressing: "q")
        }

        /// The Poster line follows the rule of every address: beside its label when it fits,
        /// else on a line of its own; its note on the next line. It was wrapped as words were
        /// (`…/poster91387001.j`, then `pg (p saves it)`).
        @Test func thePostersAddressIsNeverSplit() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let url = "http://127.0.0.1:\(server.port)/t/p/w500/poster91387001.jpg"
            for (columns, rows) in [(100, 30), (50, 40)] {
                let run = try tmdb(server, columns: columns, rows: rows)
                try run.terminal.waitForText("Browse: trending this week")
                try run.terminal.press("Down", "Enter")
                try run.terminal.waitForText("› ")
                try run.terminal.press("Enter")
                let details = try run.terminal.waitForText("(p saves it)")
                #expect(details.contains { $0.hasSuffix(url) }, "\(columns) columns: \(details)")
                #expect(details.contains { $0.hasSuffix("          (p saves it)") }, "\(details)")
                #expect(!details.contains { $0.contains("pg (p saves it)") })
                try run.quit(pressing: "q")
            }
        }
    }
}

import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// The full screen at its edges, in tmux through the built binary over the fixture server and
    /// the catalog: an address wider than the screen cut at the edge (not overwritten there by its
    /// own last characters), the poster's address never split, the keys overlay (`?`) listing
    /// only what the keys do on the screen it opens over, and all of it usable at 40×10.
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
            // The poster narrows the text beside it, so the end moves once it is drawn: G after it.
            try run.terminal.waitForText("▀▀▀▀")
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
                // The list's first film, not the start screen's "›": an Enter before the list
                // shows opens nothing.
                try run.terminal.waitForText("› trending/movie/week 1 ")
                try run.terminal.press("Enter")
                // Until the poster's address is found, the details show TMDB's path for it: a slow
                // run (the address sanitizer's) catches that first. Then the address is whole,
                // its note after it, or on the next line when both do not fit (the text's width
                // depends on whether the poster is drawn beside it yet).
                let details = try run.terminal.waitForScreen("the poster's address, \(columns) columns") {
                    $0.contains { $0.hasSuffix(url) || $0.hasSuffix(url + " (p saves it)") }
                        && $0.contains { $0.contains("(p saves it)") }
                }
                #expect(
                    details.contains { $0.hasSuffix(url + " (p saves it)") }
                        || details.contains { $0.hasSuffix("          (p saves it)") }, "\(details)")
                // The old split: a row starting with the address's end (`.jpg` beside its note
                // is whole, the row holding all of it).
                #expect(!details.contains { $0.drop { $0 == " " }.hasPrefix("pg (p saves it)") }, "\(details)")
                try run.quit(pressing: "q")
            }
        }

        /// `?` over the results, the details and a list of similar movies: each lists what the
        /// keys do there, and no key that does nothing there.
        @Test func theKeysOverlayListsWhatTheKeysDoWhereItOpens() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try tmdb(server)
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")
            try run.terminal.press("Enter")
            try run.terminal.waitForText("› alien 1 ")

            try run.terminal.type("?")
            let results = try run.terminal.waitForText("Keys (")
            #expect(!results.joined().contains("Backspace"), "← and Backspace do nothing on the results")
            #expect(!results.joined().contains("movies like"), "nor does m")
            #expect(results.contains { $0.hasPrefix("  Esc ") && $0.contains("the search field") }, "\(results)")
            #expect(results.contains { $0.hasPrefix("  s ") }, "\(results)")
            try run.terminal.press("Escape")
            try run.terminal.press("Enter")
            try run.terminal.waitForText("Released")

            try run.terminal.type("?")
            let details = try run.terminal.waitForText("Keys (")
            #expect(!details.contains { $0.hasPrefix("  s ") || $0.hasPrefix("  f ") }, "\(details)")
            #expect(details.contains { $0.hasPrefix("  m ") }, "\(details)")
            #expect(details.contains { $0.hasPrefix("  Esc ← Backspace ") && $0.contains("the results") }, "\(details)")
            try run.terminal.press("Escape")
            try run.terminal.type("m")
            try run.terminal.waitForText("Movies like")

            try run.terminal.type("?")
            let similar = try run.terminal.waitForText("Keys (")
            #expect(similar.contains { $0.hasPrefix("  Esc ← Backspace ") && $0.contains("the details") }, "\(similar)")
            try run.quit(pressing: "C-c")

            let pick = try FullScreenRun(
                try CLISandbox(), arguments: ["pick", "--source", "catalog", "star", "wars"], pipedTo: "cat > picked")
            try pick.terminal.waitForText("› Star Wars ")
            try pick.terminal.type("?")
            let keys = try pick.terminal.waitForText("Keys (")
            #expect(keys.contains { $0.hasPrefix("  Enter ") && $0.contains("pick") }, "\(keys)")
            #expect(keys.contains { $0.hasPrefix("  Esc ") && $0.contains("cancel") }, "\(keys)")
            #expect(!keys.joined().contains("clears"), "\(keys)")
            #expect(!keys.joined().contains("details"), "Enter picks: no details in pick")
            try pick.terminal.press("Escape")
            try pick.terminal.waitForText("Enter pick · Esc cancel")
            try pick.terminal.press("Escape")
            #expect(pick.waitForExit() == 1)
        }

        /// At 40×10, the smallest screen the full screen fits: the overlay's descriptions are
        /// whole, ↓ and End scroll it, another key leaves it open and Esc closes it; the key
        /// hints leave out a hint that does not fit rather than cut it.
        @Test func atTheMinimumSizeTheKeysOverlayScrolls() throws {
            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"], columns: 40, rows: 10)
            try run.waitForSearchField()
            try run.terminal.type("star")
            try run.terminal.waitForText("offline catalog")
            try run.terminal.press("Down")
            let results = try run.terminal.waitForText("› Star Wars")
            #expect(!results[8].contains("…"), "no hint cut: \(results[8])")
            #expect(results[8] == "↑↓ move · Enter open · ? keys", "`? keys` left out last: \(results[8])")

            try run.terminal.type("?")
            let top = try run.terminal.waitForText("Keys (")
            #expect(top[1].contains("↑↓"), "the heading says it scrolls: \(top[1])")
            #expect(!top[1..<8].joined().contains("…"), "nothing cut: \(top)")
            #expect(!top[1..<8].joined().contains("quit"), "the last row is further down")
            try run.terminal.press("End")
            let bottom = try run.terminal.waitForText("quit")
            #expect(!bottom[1..<8].joined().contains("…"), "nothing cut: \(bottom)")
            try run.terminal.type("x")
            try run.terminal.press("Up")
            try run.terminal.waitForScreen("scrolled up a row, still open") { $0 != bottom && $0[1].contains("Keys (") }
            try run.terminal.press("Escape")
            try run.terminal.waitForText("› Star Wars")
            try run.quit(pressing: "q")
        }
    }
}

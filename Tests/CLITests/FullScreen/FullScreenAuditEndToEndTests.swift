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

            let filled = try run.terminal.waitForText("20 of the 60 loaded match, of 100 movies")
            #expect(filled[23].hasSuffix("TMDB · page 2 of 5"), "the first movie's page: \(filled[23])")
            #expect(filled[2].hasPrefix("  yak 30 "), "the first film rated 8: \(filled[2])")
            #expect(filled[21].hasPrefix("  yak 49 "), "the last row filled: \(filled[21])")
            #expect(!filled.joined().contains("match these filters"), "\(filled)")
            try run.terminal.press("C-l")
            try run.terminal.waitForText("TMDB · page 2 of 5")
            // End selects the last movie loaded: on page 3, none loaded beyond (End loads the next).
            try run.terminal.press("Down", "End")
            let later = try run.terminal.waitForText("› yak 49 ")
            #expect(later[23].hasSuffix("TMDB · page 3 of 5"), "no page beyond those the screen needs")
            try run.quit(pressing: "C-c")
        }

        /// The catalog's field: Enter offered only where it acts (not on the empty first screen),
        /// ↓ only with movies shown (not after a search that found none), and on the empty results
        /// Enter goes to, no `/ search` beside the `Esc search` that does the same.
        @Test func theFieldsHintsOfferEnterAndDownOnlyWhereTheyAct() throws {
            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
            let first = try run.waitForSearchField()
            #expect(!first[22].contains("Enter"), "an empty field and no recent query chosen: \(first[22])")

            try run.terminal.type("zzzqqq")
            let none = try run.terminal.waitForText("No movies found for \"zzzqqq\".")
            #expect(none[22] == "type to search · Enter results · Esc clear · Ctrl-C quit", "\(none[22])")
            try run.terminal.press("Enter")
            let empty = try run.terminal.waitForText("Esc search")
            #expect(empty[22] == "Esc search · s sort · f filter · q quit · ? keys", "\(empty[22])")

            try run.terminal.press("Escape", "C-u")
            try run.terminal.type("alien")
            let found = try run.terminal.waitForText("offline catalog · page 1 of ")
            #expect(found[22].contains("Enter or ↓ results"), "\(found[22])")
            try run.quit(pressing: "C-c")
        }

        /// TMDB's field while a search is out (the server holds its answer) and after it failed (no
        /// server): Enter searches, ↓ has no movie to go to.
        @Test func noDownWhileSearchingOrAfterAFailure() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            try server.inject("stall/30")
            let searching = try tmdb(server)
            try searching.terminal.type("alien")
            let out = try searching.terminal.waitForText("Searching \"alien\"…")
            #expect(out[22] == "type to search · Enter search · Esc clear · Ctrl-C quit", "\(out[22])")
            try searching.quit(pressing: "C-c")

            let gone = try FixtureServer.started()
            let sandbox = try CLISandbox()
            sandbox.useTMDB(gone)
            gone.stop()  // nothing listens on its port now: no connection
            let failed = try FullScreenRun(sandbox)
            try failed.waitForSearchField()
            try failed.terminal.type("alien")
            let error = try failed.terminal.waitForText("No connection")
            #expect(error[22] == "type to search · Enter search · Esc clear · Ctrl-C quit", "\(error[22])")
            try failed.quit(pressing: "C-c")
        }

        /// Details that fit the screen offer no scrolling, in the hints or the keys overlay;
        /// details taller than it do.
        @Test func onlyDetailsTallerThanTheScreenOfferScrolling() throws {
            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
            try run.waitForSearchField()
            try run.terminal.type("blade runner")
            try run.terminal.waitForText("offline catalog · page 1 of 1")
            try run.terminal.press("Enter", "Enter")
            let fits = try run.terminal.waitForText("Esc back")
            #expect(fits[22] == "Esc back · / search · q quit · ? keys", "\(fits[22])")
            try run.terminal.type("?")
            let keys = try run.terminal.waitForText("Keys (")
            #expect(!keys.joined().contains("scroll"), "\(keys)")
            #expect(!keys.contains { $0.hasPrefix("  PgUp") }, "\(keys)")
            try run.terminal.press("Escape")

            try run.terminal.resize(columns: 80, rows: 10)
            let taller = try run.terminal.waitForScreen("the details at 80×10") {
                $0.count < 24 && $0[8].hasPrefix("Esc back")
            }
            #expect(taller[8] == "Esc back · ↑↓ scroll · / search · q quit · ? keys", "\(taller[8])")
            try run.quit(pressing: "q")
        }

        /// TMDB's details at 80 columns keep `? keys` and `/ search` in shorter words; on a
        /// narrower screen the other hints go first, `? keys` (which lists them all) last.
        @Test func theDetailsHintsKeepTheKeysHintLast() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try tmdb(server)
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")
            try run.terminal.press("Enter", "Enter")
            let wide = "Esc back · ↑↓ scroll · p poster · m similar · o web · / search · q quit · ? keys"
            let details = try run.terminal.waitForText(wide)
            #expect(details[22] == wide, "\(details[22])")

            // tmux cuts the rows of a frame drawn before the resize: the one after it is waited for.
            for (columns, hints) in [(40, "Esc back · ↑↓ scroll · p poster · ? keys"), (20, "Esc back · ? keys")] {
                try run.terminal.resize(columns: columns, rows: 24)
                try run.terminal.waitForScreen("\(hints) at \(columns) columns") { $0.count > 22 && $0[22] == hints }
            }
            try run.quit(pressing: "q")
        }

        /// A message on the status line wins its room: the `f` field's error at 120 columns is
        /// whole, the source and page left out; wider, the page comes back beside it, then the
        /// source; the count after it has them all.
        @Test func aMessageOnTheStatusLineWinsTheRoom() throws {
            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"], columns: 120, rows: 24)
            try run.waitForSearchField()
            try run.terminal.type("heat")
            try run.terminal.waitForText("offline catalog · page 1 of 4")
            try run.terminal.press("Down")
            try run.terminal.type("f")
            try run.terminal.waitForText("Sort and filters:")
            try run.terminal.type("--genre thriller")
            try run.terminal.press("Enter")
            let message =
                "the offline catalog has no genre thriller; its genres are action, animation, comedy, drama, "
                + "documentary, romance"
            let error = try run.terminal.waitForText("has no genre thriller")
            #expect(error[23] == message, "\(error[23])")

            // 112 columns of message: with the page from 125 columns, with the source from 143.
            for (columns, right) in [(130, "page 1 of 4"), (150, "offline catalog · page 1 of 4")] {
                try run.terminal.resize(columns: columns, rows: 24)
                let wider = try run.terminal.waitForScreen("the message and \(right) at \(columns) columns") {
                    $0.count > 23 && $0[23].count == columns
                }
                #expect(wider[23].hasPrefix(message + "  ") && wider[23].hasSuffix("  " + right), "\(wider[23])")
            }

            try run.terminal.resize(columns: 120, rows: 24)
            try run.terminal.press("Escape")
            let count = try run.terminal.waitForScreen("the count again") {
                $0.count > 23 && $0[23].hasSuffix("offline catalog · page 1 of 4")
            }
            #expect(!count[23].contains("genre"), "\(count[23])")
            try run.quit(pressing: "q")
        }
    }
}

extension TmuxSessions.PickEndToEndTests {
    /// `pick -m`'s Shift-Tab, as fzf's: the row marked (or unmarked), and the selection up, where
    /// Tab moves it down.
    @Test func shiftTabMarksAndMovesUp() throws {
        let run = try FullScreenRun(
            try CLISandbox(), arguments: ["pick", "--source", "catalog", "-m", "star", "wars"],
            pipedTo: "cat > picked")
        try run.terminal.waitForText("›  Star Wars ")
        try run.terminal.press("Tab", "Tab")
        try run.terminal.waitForText("(2 marked)")

        try run.terminal.press("BTab")
        let up = try run.terminal.waitForText("(3 marked)")
        #expect(up[3].hasPrefix("›+ Star Wars: Episode V "), "the selection moved up: \(up[3])")
        #expect(up[4].hasPrefix(" + Star Wars: Episode I "), "the row marked: \(up[4])")

        try run.terminal.press("BTab")
        let unmarked = try run.terminal.waitForText("(2 marked)")
        #expect(unmarked[2].hasPrefix("›+ Star Wars "), "\(unmarked[2])")
        #expect(unmarked[3].hasPrefix("   Star Wars: Episode V "), "unmarked: \(unmarked[3])")

        try run.terminal.type("?")
        let keys = try run.terminal.waitForText("Keys (")
        #expect(keys.contains { $0.hasPrefix("  Shift-Tab ") && $0.contains("move up") }, "\(keys)")
        try run.terminal.press("Escape")
        try run.terminal.waitForText("(2 marked)")
        try run.terminal.press("Enter")
        #expect(run.waitForExit() == 0)
        // Star Wars and Episode I, in the order they were marked.
        let picked = try? String(contentsOf: run.sandbox.root.appendingPathComponent("picked"), encoding: .utf8)
        #expect(picked == "c48908\nc48909\n")
    }
}

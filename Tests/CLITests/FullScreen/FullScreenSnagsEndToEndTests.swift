import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// What snagged a first-time user of the full screen (issue 42), in tmux through the built
    /// binary: the `f` field that glued what was typed onto its last value, a tall screen only
    /// partly filled, the key hints and facts the catalog cannot back, and the start screen that
    /// did not say which source it searches.
    struct FullScreenSnagsEndToEndTests {
        /// The catalog's results for `query` at `columns` × `rows`, the list focused.
        private func catalogResults(
            _ query: String, arguments: [String] = [], columns: Int = 80, rows: Int = 24
        ) throws -> FullScreenRun {
            let run = try FullScreenRun(
                try CLISandbox(), arguments: ["--source", "catalog"] + arguments, columns: columns, rows: rows)
            try run.waitForSearchField()
            try run.terminal.type(query)
            // A tall screen may have loaded more than the first page.
            try run.terminal.waitForText("offline catalog · page ")
            try run.terminal.press("Down")
            return run
        }

        @Test func typingAfterFAddsAnOptionOfItsOwn() throws {
            let run = try catalogResults("star wars", arguments: ["--sort", "year"])
            try run.terminal.waitForText("sorted by year · 5 movies")
            try run.terminal.type("f")
            try run.terminal.waitForText("Sort and filters: --sort year")
            #expect(try run.terminal.format("#{cursor_x}") == "30", "the cursor after the space that ends the prefill")

            try run.terminal.type("--year 1977-1983")
            try run.terminal.press("Enter")

            let narrowed = try run.terminal.waitForText("3 movies")
            #expect(narrowed[23].contains("years 1977–1983"), "\(narrowed[23])")
            #expect(narrowed[23].contains("sorted by year"), "the launch's sort kept: \(narrowed[23])")
            #expect(!narrowed.joined().contains("unexpected"), "nothing glued")
            try run.quit(pressing: "q")
        }

        /// 200×50: 46 result rows, 20 movies a page; the next pages load until the rows are filled,
        /// and no further.
        @Test func aTallScreenLoadsPagesUntilItsRowsAreFilled() throws {
            let run = try catalogResults("star", columns: 200, rows: 50)
            let screen = try run.terminal.waitForScreen("the rows filled") { $0.count >= 50 && $0[47].count > 10 }
            #expect(screen[47].hasPrefix("  ") && screen[47].count > 10, "the last row filled: \(screen[47])")
            #expect(screen[2].hasPrefix("› Star Wars "), "the selection stays on the first row")
            #expect(screen[49].contains("offline catalog · page 1 of"), "the selected movie's page: \(screen[49])")
            try run.terminal.press("C-l")
            try run.terminal.waitForText("offline catalog · page 1 of")
            // End selects the last movie loaded: on page 3, none loaded beyond (End loads the next).
            try run.terminal.press("End")
            let later = try run.terminal.waitForScreen("the last movie loaded selected") { $0[47].hasPrefix("› ") }
            #expect(later[49].contains("offline catalog · page 3 of"), "no page beyond those the screen needs")
            try run.quit(pressing: "q")
        }

        /// A list that ends before the screen does loads no more: the rows left stay empty.
        @Test func aShortListOnATallScreenStaysAsItIs() throws {
            let run = try catalogResults("star wars", columns: 200, rows: 50)
            let screen = try run.terminal.waitForText("5 movies")
            #expect(screen[49].hasSuffix("offline catalog · page 1 of 1"), "\(screen[49])")
            #expect(screen[7] == "", "nothing under the fifth movie")
            try run.quit(pressing: "q")
        }

        /// The catalog's details: no poster, no web page, no similar movies, no status. Neither
        /// the key hints nor the keys overlay offer what cannot be done, and no `Status` row
        /// says what the catalog does not hold.
        @Test func catalogDetailsOfferAndShowOnlyWhatTheCatalogHolds() throws {
            let run = try catalogResults("blade runner")
            try run.terminal.press("Enter")
            let details = try run.terminal.waitForText("Esc back")
            #expect(details[1] == "Blade Runner")
            #expect(details[22].hasPrefix("Esc back · / search"), "\(details[22])")
            for offered in ["p save", "m similar", "o web"] {
                #expect(!details[22].contains(offered), "\(offered): \(details[22])")
            }
            #expect(!details.contains { $0.hasPrefix("Status") }, "\(details)")
            #expect(!details.contains { $0.hasPrefix("Poster") && $0.contains("p saves it") })

            try run.terminal.type("?")
            let keys = try run.terminal.waitForText("Keys (")
            #expect(!keys.joined().contains("save the poster"))
            #expect(!keys.joined().contains("movies like"))
            #expect(keys.contains { $0.contains("copy the movie's ID") })
            try run.terminal.press("Escape")
            try run.quit(pressing: "q")
        }

        /// A query refused after a search leaves nothing of that search under its error: `s`
        /// and `f` re-run no older query, and neither the key hints nor the keys overlay offer
        /// what needs a movie or a search (Enter, `s`, `f`, `y`).
        @Test func aRefusedQueryLeavesNothingToSortFilterOrOpen() throws {
            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
            try run.waitForSearchField()
            try run.terminal.type("alien")
            try run.terminal.waitForText("offline catalog · page ")
            try run.terminal.press("C-u")
            try run.terminal.paste(String(repeating: "x", count: 501))
            try run.terminal.press("Enter")
            let refused = try run.terminal.waitForText("The query is longer than 500 characters.")
            #expect(refused[22].contains("Esc search"), "\(refused[22])")
            for offered in ["Enter", "s sort", "f filter", "↑↓ move"] {
                #expect(!refused[22].contains(offered), "\(offered): \(refused[22])")
            }

            try run.terminal.type("?")
            let keys = try run.terminal.waitForText("Keys (")
            for listed in ["copy the movie's ID", "the next order", "sort and filter", "details", "move ("] {
                #expect(!keys.joined().contains(listed), "\(listed): \(keys)")
            }
            try run.terminal.press("Escape")

            try run.terminal.type("s")
            try run.terminal.type("f")
            try run.terminal.press("Enter")
            // The keys before `?` are handled when its overlay shows.
            try run.terminal.type("?")
            try run.terminal.waitForText("Keys (")
            try run.terminal.press("Escape")
            let after = try run.terminal.waitForText("The query is longer than 500 characters.")
            #expect(!after.contains { $0.contains("Alien") }, "no older query re-run: \(after)")
            #expect(!after.joined().contains("sorted by"), "\(after)")
            #expect(!after.joined().contains("Sort and filters:"), "\(after)")
            try run.quit(pressing: "q")
        }

        @Test func theStartScreenNamesTheSourceItSearches() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            let tmdb = try FullScreenRun(sandbox)
            let tmdbScreen = try tmdb.waitForSearchField()
            #expect(tmdbScreen[0] == "Search: movies in TMDB")
            try tmdb.quit(pressing: "C-c")

            let catalog = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
            let catalogScreen = try catalog.waitForSearchField()
            #expect(catalogScreen[0] == "Search: movies in the offline catalog")
            try catalog.quit(pressing: "C-c")
        }
    }
}

extension TmuxSessions.PickEndToEndTests {
    /// `pick --multi`, fzf's `-m`: Tab marks the row (and moves on), Tab again unmarks it, and
    /// Enter prints the marked ones' IDs, a line each, in the order they were marked.
    @Test func multiMarksWithTabAndPrintsEachMarkedID() throws {
        let run = try FullScreenRun(
            try CLISandbox(), arguments: ["pick", "--source", "catalog", "--multi", "star", "wars"],
            pipedTo: "cat > picked")
        try run.terminal.waitForText("›  Star Wars ")
        try run.terminal.type("?")
        let keys = try run.terminal.waitForText("Keys (")
        #expect(keys.contains { $0.hasPrefix("  Tab ") && $0.contains("mark or unmark") }, "\(keys)")
        try run.terminal.press("Escape")
        try run.terminal.waitForText("›  Star Wars ")
        try run.terminal.press("Tab", "Tab")
        let marked = try run.terminal.waitForText("(2 marked)")
        #expect(marked[2].hasPrefix(" + Star Wars "), "\(marked[2])")
        #expect(marked[3].hasPrefix(" + Star Wars: Episode V "), "\(marked[3])")
        #expect(marked[4].hasPrefix("›  Star Wars: Episode I "), "the selection moved on: \(marked[4])")

        try run.terminal.press("Up", "Tab")
        try run.terminal.waitForText("(1 marked)")
        try run.terminal.press("Tab")
        let again = try run.terminal.waitForText("(2 marked)")
        #expect(again[3].hasPrefix("   Star Wars: Episode V "), "unmarked: \(again[3])")
        #expect(again[4].hasPrefix(" + Star Wars: Episode I "), "\(again[4])")

        try run.terminal.press("Enter")
        #expect(run.waitForExit() == 0)
        #expect(
            (try? String(contentsOf: run.sandbox.root.appendingPathComponent("picked"), encoding: .utf8))
                == "c48908\nc48909\n")
        try run.expectTerminalGivenBack()
    }

    /// `pick -m` with nothing marked prints the selected movie; without `--multi`, Tab marks
    /// nothing and Enter picks the one selected, as before.
    @Test(arguments: [["-m"], []])
    func enterWithNothingMarkedPicksTheSelectedOne(multi: [String]) throws {
        let run = try FullScreenRun(
            try CLISandbox(), arguments: ["pick", "--source", "catalog"] + multi + ["blade", "runner"],
            pipedTo: "cat > picked")
        let first = try run.terminal.waitForText("Blade Runner ")
        try run.terminal.press("Tab")
        if multi.isEmpty {
            #expect(first.contains { $0.hasPrefix("› Blade Runner ") })
            try run.terminal.press("C-l")
            let screen = try run.terminal.waitForText("› Blade Runner ")
            #expect(!screen.contains { $0.hasPrefix(" + ") }, "Tab marks nothing")
            #expect(!screen[22].contains("Tab mark"))
        } else {
            try run.terminal.waitForText("(1 marked)")
            try run.terminal.press("Up", "Tab", "Up")
            try run.terminal.waitForScreen("the mark gone, Blade Runner selected") {
                !$0.joined().contains("marked)") && $0.contains { $0.hasPrefix("›  Blade Runner ") }
            }
        }
        try run.terminal.press("Enter")
        #expect(run.waitForExit() == 0)
        let picked = try? String(contentsOf: run.sandbox.root.appendingPathComponent("picked"), encoding: .utf8)
        #expect(picked == "c6088\n")
    }

    /// Marks outlive the search that showed them, as fzf's do: after a search that finds
    /// nothing, the key hints and the keys overlay both offer Enter, which picks the marked.
    @Test func marksOutliveASearchThatFindsNothingAndEnterPicksThem() throws {
        let run = try FullScreenRun(
            try CLISandbox(), arguments: ["pick", "--source", "catalog", "-m", "blade", "runner"],
            pipedTo: "cat > picked")
        try run.terminal.waitForText("›  Blade Runner ")
        try run.terminal.press("Tab")
        try run.terminal.waitForText("(1 marked)")
        // The query, typed into from the results as in fzf (Enter would pick at once).
        try run.terminal.press("C-u")
        try run.terminal.type("zzzzqqqq")
        let nothing = try run.terminal.waitForText("No movies found")
        #expect(nothing[22].contains("Enter pick"), "\(nothing[22])")

        try run.terminal.type("?")
        let keys = try run.terminal.waitForText("Keys (")
        #expect(keys.contains { $0.contains("Enter") && $0.contains("pick the marked movies") }, "\(keys)")
        try run.terminal.press("Escape")
        try run.terminal.waitForText("No movies found")
        try run.terminal.press("Enter")
        #expect(run.waitForExit() == 0)
        let picked = try? String(contentsOf: run.sandbox.root.appendingPathComponent("picked"), encoding: .utf8)
        #expect(picked == "c6088\n")
        try run.expectTerminalGivenBack()
    }
}

import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// The keys fzf's and vi's users reach for, the mouse, and the keys overlay, in tmux over
    /// the offline catalog.
    struct FullScreenKeysEndToEndTests {
        /// A session on the results of "star" (222 movies, Star Wars first), the list focused on
        /// the first.
        private func runOnResults() throws -> FullScreenRun {
            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
            try run.waitForSearchField()
            try run.terminal.type("star")
            try run.terminal.waitForText("offline catalog · page 1 of")
            try run.terminal.press("Down")
            try run.terminal.waitForText("› Star Wars ")
            return run
        }

        /// The row the selection marks.
        private func selected(_ run: FullScreenRun) throws -> String {
            try run.terminal.screen().first { $0.hasPrefix("› ") } ?? ""
        }

        @Test func jAndKMoveGAndShiftGJumpCtrlNAndCtrlPToo() throws {
            let run = try runOnResults()
            try run.terminal.type("j")
            try run.terminal.waitForText("› Star Wars: Episode V ")
            try run.terminal.press("C-n")
            try run.terminal.waitForText("› Star Wars: Episode I ")
            try run.terminal.type("k")
            try run.terminal.waitForText("› Star Wars: Episode V ")
            try run.terminal.press("C-p")
            try run.terminal.waitForText("› Star Wars ")
            try run.terminal.type("G")
            try run.terminal.waitForScreen("the last row selected") { screen in
                !(screen.first { $0.hasPrefix("› ") } ?? "› Star Wars ").hasPrefix("› Star Wars")
            }
            try run.terminal.type("g")
            try run.terminal.waitForText("› Star Wars ")
            try run.quit(pressing: "q")
        }

        @Test func questionMarkShowsTheKeysAndEscClosesThem() throws {
            let run = try runOnResults()
            try run.terminal.type("?")
            let keys = try run.terminal.waitForText("Keys (")
            #expect(keys.contains { $0.hasPrefix("  ↑ ↓  j k ") && $0.contains("Ctrl-P, Ctrl-N") })
            #expect(!keys.contains { $0.hasPrefix("› ") }, "the keys cover the results")
            try run.terminal.press("Escape")
            try run.terminal.waitForText("› Star Wars ")
            #expect(!(try run.terminal.screen().joined().contains("Keys (")))
            try run.quit(pressing: "q")
        }

        @Test func theWheelMovesAndAClickSelectsThenOpens() throws {
            let run = try runOnResults()
            // Wheel down twice over the list (column 10, row 5; from 1 as the terminal counts).
            try run.terminal.send(bytes: "\u{1B}[<65;10;5M\u{1B}[<65;10;5M")
            try run.terminal.waitForText("› Star Wars: Episode I ")
            try run.terminal.send(bytes: "\u{1B}[<64;10;5M")
            try run.terminal.waitForText("› Star Wars: Episode V ")
            // A click on the sixth screen row: the fourth result (field, headings, then rows).
            try run.terminal.send(bytes: "\u{1B}[<0;10;6M\u{1B}[<0;10;6m")
            try run.terminal.waitForText("› Star Wars: Episode VI")
            try run.terminal.send(bytes: "\u{1B}[<0;10;6M\u{1B}[<0;10;6m")
            let details = try run.terminal.waitForText("Released  1983")
            #expect(details[1] == "Star Wars: Episode VI - Return of the Jedi")
            try run.quit(pressing: "q")
        }

        /// Reports of clicks below or right of the screen (the largest numbers a report can hold,
        /// and 60,000, within what the decoder reads) once the results are scrolled: ignored, and
        /// the screen still answers its keys.
        @Test func aClickOutsideTheScreenIsIgnored() throws {
            let run = try runOnResults()
            for _ in 0..<30 { try run.terminal.press("Down") }
            try run.terminal.waitForScreen("the results scrolled") { screen in
                !screen.contains { $0.hasPrefix("  Star Wars ") || $0.hasPrefix("› Star Wars ") }
            }
            let before = try selected(run)
            try run.terminal.send(bytes: "\u{1B}[<0;1;9223372036854775807M\u{1B}[<0;1;9223372036854775807m")
            try run.terminal.send(bytes: "\u{1B}[<0;1;60000M\u{1B}[<0;60000;3M\u{1B}[<0;1;60000m")
            try run.terminal.type("?")
            try run.terminal.waitForText("Keys (")
            try run.terminal.press("Escape")
            try run.terminal.waitForText(before)
            #expect(try selected(run) == before)
            try run.quit(pressing: "q")
        }
    }
}

extension TmuxSessions.FullScreenKeysEndToEndTests {
    /// `y` copies the selected movie's ID through OSC 52 (tmux keeps it as its buffer); `o` runs
    /// `xdg-open` with the movie's web page, and the catalog says it has none.
    @Test func yCopiesTheIDAndOOpensTheWebPage() throws {
        let sandbox = try CLISandbox()
        let opened = try sandbox.installFakeOpener()
        let server = try FixtureServer.started()
        defer { server.stop() }
        sandbox.useTMDB(server)
        sandbox.environment["DISPLAY"] = ":0"
        let run = try FullScreenRun(sandbox)
        try run.waitForSearchField()
        try run.terminal.type("alien")
        try run.terminal.waitForText("TMDB · page 1 of 5")
        try run.terminal.press("Down")

        try run.terminal.type("y")
        // The tests' tmux lets programs set the clipboard (TmuxTerminal: set-clipboard on).
        try run.terminal.waitForText("Sent 2633001 to the clipboard through tmux")
        #expect(run.terminal.copiedText() == "2633001")

        try run.terminal.type("o")
        try run.terminal.waitForText("Opening https://www.themoviedb.org/movie/2633001")
        TmuxTerminal.waitUntil("xdg-open ran") { FileManager.default.fileExists(atPath: opened.path) }
        #expect(try String(contentsOf: opened, encoding: .utf8) == "https://www.themoviedb.org/movie/2633001")
        try run.quit(pressing: "q")
    }

    @Test func theCatalogsMoviesHaveNoWebPage() throws {
        let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
        try run.waitForSearchField()
        try run.terminal.type("blade runner")
        try run.terminal.waitForText("offline catalog · page 1 of")
        try run.terminal.press("Down")
        try run.terminal.type("o")
        try run.terminal.waitForText("c6088 has no web page (offline catalog)")
        try run.quit(pressing: "q")
    }

    /// With tmux's default `set-clipboard external`, a program's copy never reaches the
    /// clipboard: `y` says so, and how to let it through, rather than "copied".
    @Test func yInsideTmuxThatKeepsTheClipboardSaysSo() throws {
        let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
        try run.terminal.setServerOption("set-clipboard", "external")
        try run.waitForSearchField()
        try run.terminal.type("blade runner")
        try run.terminal.waitForText("offline catalog · page 1 of")
        try run.terminal.press("Down")
        try run.terminal.type("y")
        try run.terminal.waitForText("c6088 not copied: tmux needs set-clipboard on")
        #expect(run.terminal.copiedText() == nil)
        try run.quit(pressing: "q")
    }
}

extension TmuxSessions.FullScreenKeysEndToEndTests {
    /// `s` cycles the results' order, and the status line says which.
    @Test func sCyclesTheOrder() throws {
        let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
        try run.waitForSearchField()
        try run.terminal.type("star wars")
        try run.terminal.waitForText("offline catalog · page 1 of 1")
        try run.terminal.press("Down")
        try run.terminal.type("s")
        try run.terminal.waitForText("sorted by rating, ≥ 500 votes · 5 movies")
        try run.terminal.type("ss")
        let byYear = try run.terminal.waitForText("sorted by year · 5 movies")
        #expect(byYear[2].hasPrefix("› Star Wars: Episode II"), "the newest first, selected: \(byYear[2])")
        try run.terminal.press("Enter")
        let details = try run.terminal.waitForText("Esc back")
        #expect(details[1].hasPrefix("Star Wars: Episode II"), "Enter opens the row shown: \(details[1])")
        try run.terminal.press("Escape")
        try run.terminal.waitForText("sorted by year · 5 movies")
        try run.terminal.type("ss")
        let back = try run.terminal.waitForScreen("the source's order again") {
            $0.count > 23 && $0[23].hasPrefix("5 movies")
        }
        #expect(back[2].hasPrefix("› Star Wars "))
        try run.quit(pressing: "q")
    }
}

extension TmuxSessions.FullScreenKeysEndToEndTests {
    /// `f` opens the sort and filters as command-line options, holding those given at launch;
    /// Enter applies what was typed, a mistake is said and the field stays, Esc closes it.
    @Test func fEditsTheSortAndFiltersAsOptions() throws {
        let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog", "--sort", "year"])
        try run.waitForSearchField()
        try run.terminal.type("star wars")
        let launched = try run.terminal.waitForText("sorted by year · 5 movies")
        #expect(launched[2].hasPrefix("  Star Wars: Episode II"), "the launch's --sort: \(launched[2])")
        try run.terminal.press("Down")
        try run.terminal.type("f")
        try run.terminal.waitForText("Sort and filters: --sort year")
        #expect(try run.terminal.format("#{cursor_y}") == "22", "the cursor is in the field")

        try run.terminal.press("C-u")
        try run.terminal.type("--year 1977-1983 --min-votes lots")
        try run.terminal.press("Enter")
        let mistake = try run.terminal.waitForText("--min-votes")
        #expect(mistake[23].contains("--min-votes needs a whole number"), "\(mistake[23])")
        #expect(mistake[22].hasPrefix("Sort and filters: "), "the field stays open")

        try run.terminal.press("C-w")
        try run.terminal.press("C-w")
        try run.terminal.press("Enter")
        let narrowed = try run.terminal.waitForText("years 1977–1983 · 3 movies")
        #expect(narrowed[2].hasPrefix("› Star Wars "), "relevance again, 1977 first: \(narrowed[2])")
        #expect(!narrowed.joined().contains("Episode I "), "1999 is left out")

        // A genre the catalog lacks is said as on the command line, and the field stays.
        try run.terminal.type("f")
        try run.terminal.waitForText("Sort and filters: --year 1977-1983")
        try run.terminal.type("--genre sci-fi")
        try run.terminal.press("Enter")
        let lacking = try run.terminal.waitForText("has no genre")
        #expect(
            lacking[23].hasPrefix("the offline catalog has no genre science-fiction"),
            "\(lacking[23])")
        #expect(lacking[22].hasPrefix("Sort and filters: "), "the field stays open")
        try run.terminal.press("C-w")
        try run.terminal.press("C-w")
        try run.terminal.type("--genre drama")
        try run.terminal.press("Escape")
        let kept = try run.terminal.waitForScreen("the field closed") { !$0.joined().contains("Sort and filters") }
        #expect(kept[23].hasPrefix("years 1977–1983 · 3 movies"), "Esc changed nothing: \(kept[23])")
        try run.quit(pressing: "q")
    }
}

extension TmuxSessions.FullScreenKeysEndToEndTests {
    /// The filters are part of the search: the catalog answers them over all its matches, so a
    /// movie the source ranks on a later page shows on the first, with no page loaded to find it.
    @Test func filtersAreAnsweredOverEveryMatch() throws {
        let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog", "--min-votes", "20000"])
        try run.waitForSearchField()
        try run.terminal.type("star")
        let screen = try run.terminal.waitForText("offline catalog · page 1 of 1")
        #expect(screen[23].hasPrefix("≥ 20000 votes · 7 movies"), "\(screen[23])")
        #expect(screen[8].hasPrefix("  Starship Troopers "), "a movie of page 2 or later: \(screen[8])")
        try run.quit(pressing: "C-c")
    }
}

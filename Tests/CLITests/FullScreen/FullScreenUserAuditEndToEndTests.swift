import Foundation
import Testing

extension TmuxSessions {
    /// What a second user audit of the full screen found, in tmux through the built binary:
    /// `pick QUERY` taking typed letters as keys, Esc hiding the results behind the recent
    /// searches, a page count of the pages loaded, the selection lost under `NO_COLOR`, no `?`
    /// on the first screen, a title column as wide as the screen, and a recent search's year unsaid.
    struct FullScreenUserAuditEndToEndTests {
        /// `movies --source catalog` at `columns` × `rows`, in `sandbox` or a new one, at its field.
        private func catalogRun(
            _ sandbox: CLISandbox? = nil, columns: Int = 80, rows: Int = 24
        ) throws -> FullScreenRun {
            let run = try FullScreenRun(
                try sandbox ?? CLISandbox(), arguments: ["--source", "catalog"], columns: columns,
                rows: rows)
            try run.waitForSearchField()
            return run
        }

        /// `pick star` then ` wars`, typed on its results: as in fzf, the letters go to the query
        /// (`s` no longer sorts, the results follow), the cursor stays in the field, and ↓ and
        /// Enter still move and pick.
        @Test func pickTypesIntoTheQueryAsFzfDoes() throws {
            let run = try FullScreenRun(
                try CLISandbox(), arguments: ["pick", "--source", "catalog", "star"],
                pipedTo: "cat > picked")
            let first = try run.terminal.waitForText("› Star Wars ")
            #expect(first[22].contains("type to search"), "\(first[22])")
            try run.terminal.type(" wars")
            let typed = try run.terminal.waitForScreen("the letters handled") {
                $0[23].contains("5 movies") || $0[23].contains("sorted by")
            }
            #expect(typed[0] == "Search: star wars", "the letters in the query: \(typed[0])")
            #expect(typed[2].hasPrefix("› Star Wars "), "the first result selected: \(typed[2])")
            #expect(!typed[23].contains("sorted by"), "s typed, not a sort: \(typed[23])")
            #expect(
                try run.terminal.format("#{cursor_flag} #{cursor_y} #{cursor_x}") == "1 0 17",
                "in the field")

            try run.terminal.press("Down", "Enter")
            #expect(run.waitForExit() == 0)
            let picked = try? String(
                contentsOf: run.sandbox.root.appendingPathComponent("picked"), encoding: .utf8)
            #expect(picked == "c48911\n", "the second result of `star wars`")
            try run.expectTerminalGivenBack()
        }

        /// Esc (or `/`) from the results: the field holds their query and they stay shown under
        /// it; the recent searches come only with the field emptied.
        @Test(arguments: ["Escape", "/"])
        func backToTheFieldKeepsTheResultsShown(key: String) throws {
            let run = try catalogRun()
            try run.terminal.type("alien")
            try run.terminal.waitForText("offline catalog · page 1 of ")
            try run.terminal.press("Down")
            let results = try run.terminal.waitForText("› Alien")
            try run.terminal.press(key)

            let field = try run.terminal.waitForScreen("the field focused") {
                $0[22].contains("Esc clear")
            }
            #expect(field[0] == "Search: alien")
            #expect(!field.contains("Recent searches"), "\(field)")
            #expect(field[1].hasPrefix("  Title"), "the results under the field: \(field)")
            #expect(
                field[2] == results[2].replacingOccurrences(of: "› ", with: "  "), "unselected: \(field[2])"
            )
            #expect(field[22].contains("Enter or ↓ results"), "\(field[22])")

            try run.terminal.press("Escape")
            let cleared = try run.terminal.waitForText("Recent searches")
            #expect(cleared[0] == "Search: movies in the offline catalog")
            try run.quit(pressing: "Escape")
        }

        /// 20 movies a page: the status line names the page of the selected movie, not the
        /// highest page loaded (a 200×50 screen loads three to fill its 46 rows).
        @Test func theStatusLineNamesThePageOfTheSelectedMovie() throws {
            let run = try catalogRun(columns: 200, rows: 50)
            try run.terminal.type("star")
            let filled = try run.terminal.waitForScreen("the rows filled") {
                $0.count >= 50 && $0[47].count > 10 && $0[49].contains("offline catalog · page ")
            }
            try run.terminal.press("Down")
            let first = try run.terminal.waitForText("› Star Wars ")
            #expect(first[49].contains("· page 1 of "), "the first movie is on page 1: \(first[49])")
            #expect(filled[49].contains("· page 1 of "), "\(filled[49])")

            for _ in 0..<25 { try run.terminal.press("Down") }
            let moved = try run.terminal.waitForScreen("the 26th movie selected") {
                $0[27].hasPrefix("› ")
            }
            #expect(moved[49].contains("· page 2 of "), "the 26th movie is on page 2: \(moved[49])")
            try run.quit(pressing: "q")
        }

        /// `NO_COLOR` is about colour: the selection keeps its reverse video, nothing else is coloured.
        @Test func noColorKeepsTheSelectionInReverseVideo() throws {
            let sandbox = try CLISandbox()
            sandbox.environment["NO_COLOR"] = "1"
            let run = try catalogRun(sandbox)
            try run.terminal.type("alien")
            try run.terminal.waitForText("offline catalog · page 1 of ")
            try run.terminal.press("Down")
            try run.terminal.waitForText("› Alien")

            let styled = StyledScreen(capture: try run.terminal.coloredScreen())
            #expect(
                styled.rows[2].allSatisfy { $0.style.attributes.contains(7) },
                "\(styled.rows[2].map(\.style))")
            #expect(!styled.rows[3].contains { $0.style.attributes.contains(7) })
            let colours = styled.rows.joined().filter {
                $0.style.foreground != "default" || $0.style.background != "default"
            }
            #expect(colours.isEmpty, "no colour: \(colours.prefix(3))")
            try run.quit(pressing: "q")
        }

        /// The first screen offers `?`: on an empty field it shows the keys there; in a query it
        /// is typed.
        @Test func questionMarkOnAnEmptyFieldShowsTheKeys() throws {
            let run = try catalogRun()
            let first = try run.terminal.screen()
            #expect(first[22].hasSuffix("? keys"), "\(first[22])")
            try run.terminal.type("?")
            let keys = try run.terminal.waitForScreen("the keys or a query") {
                $0.contains { $0.hasPrefix("Keys (") } || $0[0] == "Search: ?"
            }
            #expect(keys[1].hasPrefix("Keys ("), "\(keys)")
            #expect(keys.contains { $0.contains("run a recent search") }, "\(keys)")

            try run.terminal.press("Escape")
            try run.terminal.type("alien?")
            let typed = try run.terminal.waitForText("Search: alien?")
            #expect(!typed.contains { $0.hasPrefix("Keys (") })
            #expect(!typed[22].contains("? keys"), "typed into a query: \(typed[22])")
            try run.quit(pressing: "C-c")
        }

        /// On a 200-column screen the title column stops at 64 columns, its width on an 80-column
        /// one: the year and the rating stay beside the titles.
        @Test func aWideScreenKeepsTheYearAndRatingBesideTheTitles() throws {
            let run = try catalogRun(columns: 200, rows: 24)
            try run.terminal.type("star wars")
            let screen = try run.terminal.waitForText("offline catalog · page 1 of 1")
            #expect(screen[1].hasPrefix("  Title"), "\(screen[1])")
            #expect(
                screen[1].range(of: "Year").map {
                    screen[1].distance(from: screen[1].startIndex, to: $0.lowerBound)
                } == 68)
            let row = try #require(screen.first { $0.hasPrefix("  Star Wars ") })
            #expect(row.count <= 80, "the year and rating within 80 columns: \(row)")
            #expect(row.hasSuffix("1977     8.8"), "\(row)")
            try run.quit(pressing: "C-c")
        }

        /// A recent search of one year, chosen on the first screen: the field holds its words,
        /// and the status line says the year it asks, which they do not.
        @Test func aRecentSearchWithAYearSaysItsYear() throws {
            let sandbox = try CLISandbox()
            _ = try sandbox.run(["search", "heat", "--year", "1995", "--source", "catalog"])
            let run = try catalogRun(sandbox)
            try run.terminal.waitForText("heat (1995)")
            try run.terminal.press("Down", "Enter")

            let screen = try run.terminal.waitForText("offline catalog · page 1 of 1")
            #expect(screen[0] == "Search: heat")
            #expect(screen[23].hasPrefix("year 1995 · 5 movies "), "\(screen[23])")
            try run.quit(pressing: "C-c")
        }
    }
}

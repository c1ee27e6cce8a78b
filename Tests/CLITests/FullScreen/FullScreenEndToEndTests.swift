import Foundation
import TerminalKit
import Testing

@testable import MoviesCLI

extension TmuxSessions {
    /// The full-screen view in a real terminal (tmux), over the offline catalog: searching as you
    /// type, scrolling into the next page, the details and back, a recent query, the suggestions
    /// over the results kept and closed again, a resize, and the terminal given back after each quit.
    struct FullScreenEndToEndTests {
        /// `movies --source catalog` in an 80×24 terminal, in `sandbox` or a new one.
        private func catalogRun(_ sandbox: CLISandbox? = nil) throws -> FullScreenRun {
            try FullScreenRun(try sandbox ?? CLISandbox(), arguments: ["--source", "catalog"])
        }

        /// A catalog session in which `query` was typed, once the screen shows `text`.
        private func catalogRun(typing query: String, until text: String) throws -> FullScreenRun {
            let run = try catalogRun()
            try run.waitForSearchField()
            try run.terminal.type(query)
            try run.terminal.waitForText(text)
            return run
        }

        @Test func aCatalogSearchTypedLetterByLetter() throws {
            let run = try catalogRun()
            let first = try run.waitForSearchField()
            #expect(first[0] == "Search: movies in the offline catalog", "the source it searches")
            #expect(first[1] == "Recent searches")

            for (index, letter) in "star wars".enumerated() {
                try run.terminal.type(String(letter))
                let typed = String("star wars".prefix(index + 1))
                // tmux drops trailing spaces from what it captures.
                let shown = "Search: " + typed.trimmingCharacters(in: .whitespaces)
                try run.terminal.waitForScreen("\"\(typed)\" typed") { $0[0] == shown }
            }
            let screen = try run.terminal.waitForText("Star Wars: Episode VI - Return of the Jedi")

            #expect(screen[1].hasPrefix("  Title"))
            #expect(screen[2].hasPrefix("  Star Wars ") && screen[2].hasSuffix("1977     8.8"))
            #expect(screen[23].hasPrefix("5 movies") && screen[23].hasSuffix("offline catalog · page 1 of 1"))
            try run.terminal.press("Down")  // q quits from the results, not from the field
            try run.quit(pressing: "q")
        }

        @Test func aPastedLineIsOneQuery() throws {
            let run = try catalogRun()
            try run.waitForSearchField()

            try run.terminal.paste("blade\nrunner\t\u{7}")

            let screen = try run.terminal.waitForText("Blade Runner")
            #expect(screen[0] == "Search: blade runner", "line breaks and tabs became spaces, the bell went")
            try run.terminal.press("Down")
            try run.quit(pressing: "q")
        }

        @Test func scrollingToTheEndLoadsTheNextPage() throws {
            let run = try catalogRun(typing: "the", until: "offline catalog · page 1 of")

            try run.terminal.press("Enter", "End")  // the 20th row, the last of page 1: page 2 loads

            // Settled: the next page loaded (its status says "Loading page 2…" while it loads).
            let screen = try run.terminal.waitForScreen("the last row selected, page 2 loaded") {
                $0[21].hasPrefix("› ") && $0[23].contains("page 1 of") && !$0[23].hasPrefix("Loading")
            }
            #expect(screen[21].hasPrefix("› "), "the selection on the last row of the list")
            try run.terminal.press("Down")  // the 21st row, the first of page 2: the list scrolls by one
            let moved = try run.terminal.waitForScreen("the list scrolled") { $0[2] == screen[3] }
            #expect(moved[21].hasPrefix("› "))
            #expect(moved[20] == "  " + screen[21].dropFirst(2), "the row left unmarked")
            #expect(moved[23].contains("offline catalog · page 2 of"), "the selected movie's page: \(moved[23])")
            try run.terminal.press("PageUp", "Home")
            let top = try run.terminal.waitForScreen("the first row selected") { $0[2].hasPrefix("› ") }
            #expect(top[23].contains("page 1 of"), "the first movie's page: \(top[23])")
            try run.terminal.press("End")
            let end = try run.terminal.waitForScreen("the last movie loaded selected") { $0[21].hasPrefix("› ") }
            #expect(end[21] != screen[21], "the pages loaded stay: \(end)")
            try run.quit(pressing: "C-c")
        }

        @Test func detailsAndBackKeepTheSelection() throws {
            let run = try catalogRun(typing: "star wars", until: "5 movies")
            try run.terminal.press("Down", "Down", "Down")
            let selected = try run.terminal.waitForText("› Star Wars: Episode I - The Phantom Menace")

            try run.terminal.press("Enter")
            let details = try run.terminal.waitForText("Released  1999")
            #expect(details[1] == "Star Wars: Episode I - The Phantom Menace")
            #expect(!details.contains { $0.hasPrefix("Poster") }, "the catalog has no posters: no row offers one")
            #expect(details[22].hasPrefix("Esc back"))

            try run.terminal.press("Escape")
            let back = try run.terminal.waitForScreen("the list again") { $0[1].hasPrefix("  Title") }
            #expect(back == selected)
            try run.quit(pressing: "q")
        }

        @Test func aRecentQueryChosenFromTheSuggestions() throws {
            let sandbox = try CLISandbox()
            _ = try sandbox.run(["search", "alien", "--source", "catalog"])
            _ = try sandbox.run(["search", "heat", "--source", "catalog"])
            let run = try catalogRun(sandbox)

            let first = try run.waitForSearchField()
            #expect(first[1...3] == ["Recent searches", "  heat", "  alien"])
            try run.terminal.press("Down", "Down")
            try run.terminal.waitForText("› alien")
            try run.terminal.press("Enter")

            let results = try run.terminal.waitForText("Alien: Resurrection")
            #expect(results[0] == "Search: alien")
            #expect(results[2].hasPrefix("› Alien"), "the results have the focus")

            // `/`: the search field again, holding the query, its results under it; ↓ goes back
            // to them, the selection kept.
            try run.terminal.press("/")
            let onField = try run.terminal.waitForScreen("the field focused") { $0[22].contains("Esc clear") }
            #expect(onField[0] == "Search: alien" && onField[1].hasPrefix("  Title"), "\(onField)")
            try run.terminal.press("Down")
            let again = try run.terminal.waitForScreen("the results again") { $0[2].hasPrefix("› ") }
            #expect(again == results)

            // Esc, one step back each time: the results to the search field, its text cleared
            // (the recent searches then, alien first now), then, the field empty, quit.
            try run.terminal.press("Escape")
            let field = try run.terminal.waitForScreen("the field focused") { $0[22].contains("Esc clear") }
            #expect(field[0] == "Search: alien" && !field.contains("Recent searches"), "\(field)")
            try run.terminal.press("Escape")
            let cleared = try run.terminal.waitForText("Recent searches")
            #expect(cleared[0] != "Search: alien" && cleared[2...3] == ["  alien", "  heat"], "\(cleared)")
            #expect(cleared.contains { $0.contains("Esc quit") }, "\(cleared)")
            try run.quit(pressing: "Escape")
        }

        /// Esc in the field clears it and shows the recent searches in place of the results, which
        /// it keeps (Tab shows them again): while they are hidden the status line counts none of
        /// them and names no page; with them back, it counts them again.
        @Test func afterEscClearsTheFieldTheStatusLineCountsNoHiddenResults() throws {
            let run = try catalogRun(typing: "star wars", until: "5 movies")
            try run.terminal.press("Escape")

            let cleared = try run.terminal.waitForText("Recent searches")
            #expect(cleared[0] == "Search: movies in the offline catalog", "the field empty")
            #expect(!cleared.joined().contains("Star Wars"), "the results hidden: \(cleared)")
            #expect(cleared[23] == "", "nothing hidden counted: \(cleared[23])")

            try run.terminal.press("Tab")
            let results = try run.terminal.waitForText("› Star Wars ")
            #expect(results[23].hasPrefix("5 movies") && results[23].hasSuffix("offline catalog · page 1 of 1"))
            try run.quit(pressing: "q")
        }

        /// Every letter typed runs a search, but only a search the user chose (Enter, ↓ to its
        /// results; a movie opened, in `MoviesListViewModelTests`) is a recent query: not "s",
        /// "st" and "sta" on the way to "star", and not a search left behind.
        @Test func onlyTheSearchesChosenBecomeRecentQueries() throws {
            let sandbox = try CLISandbox()
            let run = try catalogRun(sandbox)
            try run.waitForSearchField()

            for (index, letter) in "star".enumerated() {
                try run.terminal.type(String(letter))
                let shown = "Search: " + "star".prefix(index + 1)
                try run.terminal.waitForScreen("\"\(shown)\" searched") { $0[0] == shown && $0[1].hasPrefix("  Title") }
            }
            try run.terminal.press("Enter")  // chosen with results shown: remembered, nothing searched again
            try run.terminal.waitForText("› Star")
            try run.terminal.press("/", "C-u")
            let suggestions = try run.terminal.waitForText("Recent searches")
            #expect(suggestions[2] == "  star")
            #expect(!suggestions.contains("  sta") && !suggestions.contains("  s"), "the letters on the way are not")

            try run.terminal.type("heat")
            try run.terminal.waitForText("Heat")
            try run.terminal.press("Down")  // to the results: chosen too
            try run.terminal.waitForText("› Heat")
            try run.terminal.press("/", "C-u")
            let both = try run.terminal.waitForScreen("heat among the recent queries") {
                $0.count > 3 && $0[2] == "  heat"
            }
            #expect(both[3] == "  star")
            try run.terminal.type("alien")
            try run.terminal.waitForText("Alien")
            try run.quit(pressing: "C-c")  // left behind, never chosen

            let recent = try sandbox.run(["recent"])
            #expect(recent.status == 0)
            #expect(recent.out == "heat\nstar\n")
        }

        @Test func aResizeRedrawsAtTheNewSize() throws {
            let run = try catalogRun(typing: "star wars", until: "offline catalog · page 1 of 1")

            try run.terminal.resize(columns: 40, rows: 10)
            let small = try run.terminal.waitForScreen("the 40×10 layout") {
                $0.count >= 10 && $0[8].hasPrefix("Enter or ↓ results")
            }
            #expect(small[9] == "5 movies   offline catalog · page 1 of 1")
            #expect(small.allSatisfy { DisplayWidth.of($0) <= 40 })

            try run.terminal.resize(columns: 120, rows: 30)
            let large = try run.terminal.waitForScreen("the 120×30 layout") {
                $0.count >= 30 && $0[29].hasPrefix("5 movies")
            }
            // The catalog has no overviews: no preview pane, no empty column, the titles whole.
            #expect(!large.joined().contains("│") && !large[1].contains("Overview"))
            try run.quit(pressing: "C-c")
        }
    }
}

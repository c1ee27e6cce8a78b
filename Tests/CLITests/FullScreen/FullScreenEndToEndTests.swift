import Foundation
import Testing

@testable import MoviesCLI

/// The full-screen view in a real terminal (tmux), over the offline catalog: searching as you
/// type, scrolling into the next page, the details and back, a recent query, a resize, and the
/// terminal given back after each way of quitting.
@Suite(.serialized)
struct FullScreenEndToEndTests {
    private func catalogRun(
        _ sandbox: CLISandbox? = nil, columns: Int = 80, rows: Int = 24, pipedTo: String? = nil,
        arguments: [String] = ["--source", "catalog"]
    ) throws -> FullScreenRun {
        try FullScreenRun(
            try sandbox ?? CLISandbox(), arguments: arguments, columns: columns, rows: rows, pipedTo: pipedTo)
    }

    @Test func aCatalogSearchTypedLetterByLetter() throws {
        let run = try catalogRun()
        let first = try run.waitForSearchField()
        #expect(first[0] == "Search: Search movies")
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
        try run.terminal.press("Down", "q")  // q quits from the results, not from the field
        #expect(run.waitForExit() == 0)
        try run.expectTerminalGivenBack()
    }

    @Test func scrollingToTheEndLoadsTheNextPage() throws {
        let run = try catalogRun()
        try run.waitForSearchField()
        try run.terminal.type("the")
        try run.terminal.waitForText("offline catalog · page 1 of")
        try run.terminal.press("Enter", "End")

        let screen = try run.terminal.waitForText("offline catalog · page 2 of")
        try run.terminal.press("Down")
        let moved = try run.terminal.waitForScreen("the selection on row 21") { $0.contains { $0.hasPrefix("› ") } }

        #expect(screen[2].hasPrefix("  "), "scrolled: the first row shown is not the selection")
        #expect(moved.filter { $0.hasPrefix("› ") }.count == 1)
        try run.terminal.press("PageUp", "Home")
        let top = try run.terminal.waitForScreen("the first row selected") { $0[2].hasPrefix("› ") }
        #expect(top[23].hasSuffix("page 2 of \(top[23].split(separator: " ").last ?? "")"))
        try run.terminal.press("C-c")
        #expect(run.waitForExit() == 0)
        try run.expectTerminalGivenBack()
    }

    @Test func detailsAndBackKeepTheSelection() throws {
        let run = try catalogRun()
        try run.waitForSearchField()
        try run.terminal.type("star wars")
        try run.terminal.waitForText("5 movies")
        try run.terminal.press("Down", "Down", "Down")
        let selected = try run.terminal.waitForText("› Star Wars: Episode I - The Phantom Menace")

        try run.terminal.press("Enter")
        let details = try run.terminal.waitForText("Released  1999")
        #expect(details[1] == "Star Wars: Episode I - The Phantom Menace")
        #expect(details.contains("Poster    none"), "the catalog has no posters")
        #expect(details[22].hasPrefix("Esc back"))

        try run.terminal.press("Escape")
        let back = try run.terminal.waitForScreen("the list again") { $0[1].hasPrefix("  Title") }
        #expect(back == selected)
        try run.terminal.press("q")
        #expect(run.waitForExit() == 0)
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

        let results = try run.terminal.waitForText("Aliens")
        #expect(results[0] == "Search: alien")
        #expect(results[2].hasPrefix("› Alien"), "the results have the focus")
        try run.terminal.press("q")
        #expect(run.waitForExit() == 0)
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let run = try catalogRun()
        try run.waitForSearchField()
        try run.terminal.type("star wars")
        try run.terminal.waitForText("offline catalog · page 1 of 1")

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
        #expect(large[1].contains("Overview"), "wide enough for the overview column")
        try run.terminal.press("C-c")
        #expect(run.waitForExit() == 0)
        try run.expectTerminalGivenBack()
    }
}

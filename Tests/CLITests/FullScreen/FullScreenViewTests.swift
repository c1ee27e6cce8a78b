import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import TerminalKit
import Testing

@testable import MoviesCLI

/// The frame function on view-model states at 80×24, 40×10 and 200×50, with CJK titles and
/// control characters: every frame fills the screen exactly, no row is wider than it, nothing
/// from the network reaches the terminal as a control character, and each screen shows what
/// it must.
@MainActor
struct FullScreenViewTests {
    nonisolated static let sizes = [
        TerminalSize(columns: 80, rows: 24), .init(columns: 40, rows: 10), .init(columns: 200, rows: 50),
    ]

    /// Checks what every frame must be, and returns its rows as plain text.
    @discardableResult
    static func expectWellFormed(_ frame: ScreenFrame, _ size: TerminalSize, color: Bool = false) -> [String] {
        #expect(frame.lines.count == size.rows, "\(size)")
        #expect(frame.columns == size.columns)
        for line in frame.lines {
            #expect(FrameDiffWriter.width(of: line) <= size.columns, "too wide at \(size): \(line)")
            let plain = color ? Self.unstyled(line) : Self.unreversed(line)
            #expect(
                !plain.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "a control character at \(size): \(plain.debugDescription)")
            #expect(!plain.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }, "a bidi control")
        }
        if let cursor = frame.cursor {
            #expect((0..<size.rows).contains(cursor.row) && (0..<size.columns).contains(cursor.column))
        }
        // Without colour, the selection alone is styled (reverse video): its text is what is read.
        return color ? frame.lines : frame.lines.map(Self.unreversed)
    }

    /// `line` without its SGR sequences.
    static func unstyled(_ line: String) -> String {
        line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    /// `line` without the reverse video of a selected row drawn without colour, which wraps the
    /// row from the line's start (a preview pane may follow it).
    static func unreversed(_ line: String) -> String {
        let (on, off) = ("\u{1B}[7m", "\u{1B}[0m")
        guard line.hasPrefix(on), let end = line.range(of: off) else { return line }
        return String(line[line.index(line.startIndex, offsetBy: on.count)..<end.lowerBound] + line[end.upperBound...])
    }

    // MARK: - Results

    /// The results of a search for the awkward titles, the list focused, at `size`.
    private func searchedAwkwardTitles(_ size: TerminalSize) async -> (FullScreenScenes, FullScreenViewState) {
        let scenes = FullScreenScenes()
        await scenes.opened()
        await scenes.searched("tokyo")
        let state = FullScreenScenes.state(size.columns, size.rows)
        state.field = SearchFieldText("tokyo")
        return (scenes, state)
    }

    @Test(arguments: sizes)
    func resultsAtEverySize(size: TerminalSize) async {
        let (scenes, state) = await searchedAwkwardTitles(size)
        state.results.row = 1

        let lines = Self.expectWellFormed(scenes.frame(state), size)

        #expect(lines[0] == "Search: tokyo")
        #expect(lines[1].hasPrefix("  Title "))
        #expect(lines[2].hasPrefix("  千と千尋の神隠し "))
        #expect(lines[3].hasPrefix("› [31mRed[0m Alert  Two"), "the selected row, its escapes disarmed")
        #expect(lines[4].hasPrefix("  기생충 "))
        #expect(lines[4].contains("  —  "), "no release date: no year")
        #expect(lines[5].contains("1993       —"), "not rated: no rating")
        #expect(lines[size.rows - 2].hasPrefix(size.columns < 62 ? "↑↓ move · Enter open" : "↑↓ move · Enter details"))
        #expect(lines[size.rows - 1].hasPrefix("40 movies"))
        #expect(lines[size.rows - 1].hasSuffix("offline catalog · page 1 of 2"))
        #expect(scenes.frame(state).cursor == nil, "the list has the focus")
        // The selected movie's overview beside the results only where the screen is wide enough.
        #expect(lines[2].contains(" │ ") == (size.columns >= 120))
        #expect(lines.contains { $0.contains("Overview ]0;pwned of ") } == (size.columns >= 120))
    }

    /// On a tall screen the selected movie's overview goes under the results, and follows the
    /// selection; the list keeps the rows above it.
    @Test func aTallScreenPreviewsTheSelectedMovieUnderTheResults() async {
        let size = TerminalSize(columns: 80, rows: 40)
        let (scenes, state) = await searchedAwkwardTitles(size)
        state.results.row = 2
        let lines = Self.expectWellFormed(scenes.frame(state), size)
        // 37 body rows: 26 for the list, a rule, 10 for the preview.
        #expect(lines[27] == String(repeating: "─", count: 80))
        #expect(lines[28] == scenes.list.items[2].title)
        #expect(lines[31].hasPrefix("Overview ]0;pwned of 기생충"), "\(lines[31])")
        #expect(lines[4].hasPrefix("› 기생충"))
    }

    @Test(arguments: sizes)
    func coloursOnlyWhenAllowed(size: TerminalSize) async {
        let (scenes, state) = await searchedAwkwardTitles(size)

        let plain = scenes.frame(state, color: false)
        let coloured = scenes.frame(state, color: true)

        // NO_COLOR is about colour: the selection alone keeps its reverse video, which is none.
        #expect(plain.lines[2].hasPrefix("\u{1B}[7m› "), "the selection in reverse video without colour")
        #expect(
            !plain.lines.enumerated().contains { $0.offset != 2 && $0.element.contains("\u{1B}") }, "no other escape")
        Self.expectWellFormed(coloured, size, color: true)
        #expect(coloured.lines[2].hasPrefix("\u{1B}[7m› "), "the selection in reverse video")
        #expect(coloured.lines.map(Self.unstyled) == plain.lines.map(Self.unreversed))
    }

    @Test func theStatusLineSaysWhatTheSourceReadAsTheTextViewDoes() async {
        let scenes = FullScreenScenes()
        await scenes.opened()
        await scenes.searched("jurasic park", searchedAs: MovieFixtures.query("jurassic park"))
        let lines = Self.expectWellFormed(
            scenes.frame(FullScreenScenes.state(100, 24)), TerminalSize(columns: 100, rows: 24))

        #expect(
            lines.last?.hasPrefix("showing results for \"jurassic park\" · 40 movies") == true, "\(lines.last ?? "")")
        #expect(scenes.list.correctionText == "showing results for \"jurassic park\"", "the text view's sentence")
    }

    @Test func theListScrollsToKeepTheSelectionInView() async {
        let scenes = FullScreenScenes()
        await scenes.opened()
        await scenes.searched("many", titles: (1...20).map { "Film \($0)" })
        let state = FullScreenScenes.state(40, 10)
        state.results.row = 12

        let lines = Self.expectWellFormed(scenes.frame(state), state.size)

        // 6 result rows under the header: the selection is the last of them.
        #expect(lines[2].hasPrefix("  Film 8 "))
        #expect(lines[7].hasPrefix("› Film 13 "))
    }

    @Test func theNextPageLoadingShowsARowUnderTheLast() async {
        let scenes = FullScreenScenes()
        await scenes.opened()
        await scenes.searched("two", titles: ["One", "Two"])
        await scenes.dependencies.searchMovies.hold(.nextPage(2))
        await scenes.dependencies.searchMovies.respondNextPage(2, with: .success(MovieFixtures.page(2, of: 2)))
        let loading = Task { await scenes.list.loadNextPage() }
        await scenes.dependencies.searchMovies.waitUntilBlocked(.nextPage(2))
        let state = FullScreenScenes.state(80, 24)
        state.results.row = 1

        let lines = Self.expectWellFormed(scenes.frame(state), state.size)

        #expect(lines[4] == "  ⠋ Loading page 2…")
        #expect(lines[23].hasPrefix("⠋ Loading page 2…"), "the status line spins")
        await scenes.dependencies.searchMovies.release(.nextPage(2))
        await loading.value
        let after = Self.expectWellFormed(scenes.frame(state), state.size)
        #expect(after[4].hasPrefix("  Movie 200 "))
        // The page of the selected movie, not the highest loaded.
        #expect(after[23].hasSuffix("offline catalog · page 1 of 2") || after[23].hasSuffix("TMDB · page 1 of 2"))
    }

    // MARK: - States before results

    @Test(arguments: sizes)
    func suggestionsWhileTheFieldIsEmpty(size: TerminalSize) async {
        let scenes = FullScreenScenes()
        await scenes.opened(recent: ["alien", "千と千尋の神隠し", "기생충"])
        let state = FullScreenScenes.state(size.columns, size.rows, focus: .searchField)
        state.suggestionRow = 1

        let frame = scenes.frame(state)
        let lines = Self.expectWellFormed(frame, size)

        #expect(lines[0] == "Search: movies")
        #expect(frame.cursor == ScreenFrame.Position(row: 0, column: 8), "after the prompt")
        #expect(lines[1] == "Recent searches")
        #expect(lines[2] == "  alien")
        #expect(lines[3] == "› 千と千尋の神隠し")
        #expect(lines[4] == "  기생충")
        #expect(lines[size.rows - 1] == "", "nothing searched yet")
    }

    @Test func emptyErrorAndSearchingStates() async {
        let scenes = FullScreenScenes()
        await scenes.opened()
        let state = FullScreenScenes.state(40, 10, focus: .searchField)
        state.field = SearchFieldText("zzz")
        await scenes.dependencies.searchMovies.respond(
            to: "zzz", with: .success([MovieFixtures.page(1, of: 0, count: 0)]))
        await scenes.list.search("zzz")
        let nothing = Self.expectWellFormed(scenes.frame(state), state.size)
        #expect(nothing[1] == "No movies found for \"zzz\".")
        // The status line says nothing was found, not "0 movies" on "page 1 of 0".
        #expect(nothing[9].hasPrefix("No movies found "), "\(nothing[9])")
        #expect(!nothing[9].contains("of 0"), "\(nothing[9])")

        await scenes.dependencies.searchMovies.respond(
            to: "down", with: .failure(.serverError(status: 500, message: "Internal \u{1B}[2J error")))
        await scenes.list.search("down")
        let failed = Self.expectWellFormed(scenes.frame(state), state.size)
        #expect(failed[1] == "Server trouble")
        #expect(failed[2].hasPrefix("The movie service failed"))
        #expect(failed[9].hasPrefix("Server trouble: The movie service f"))

        await scenes.dependencies.searchMovies.hold(.search("slow"))
        await scenes.dependencies.searchMovies.respond(to: "slow", with: .success([MovieFixtures.page(1, of: 1)]))
        let searching = Task { await scenes.list.search("slow") }
        await scenes.dependencies.searchMovies.waitUntilBlocked(.search("slow"))
        #expect(Self.expectWellFormed(scenes.frame(state), state.size)[1] == "⠋ Searching \"slow\"…")
        await scenes.dependencies.searchMovies.release(.search("slow"))
        await searching.value
    }

    @Test func aTooSmallTerminalIsToldSo() {
        let scenes = FullScreenScenes()
        let frame = scenes.frame(FullScreenScenes.state(12, 3))
        #expect(frame.lines == ["Too small f…", "", ""])
    }
}

import TerminalKit
import Testing

/// The search field's row: the cursor in view, wide characters counted by width.
struct SearchFieldRowTests {
    @Test func theRowShowsTheCursorAfterWhatWasTyped() {
        let row = SearchFieldRow(prompt: "Search: ", style: TextStyle(usesColor: false))

        let typed = row.render(SearchFieldText("東京"), placeholder: "Search movies", columns: 40)
        #expect(typed.line == "Search: 東京")
        #expect(typed.cursorColumn == 12)

        let empty = row.render(SearchFieldText(), placeholder: "Search movies", columns: 40)
        #expect(empty.line == "Search: Search movies")
        #expect(empty.cursorColumn == 8)
    }

    @Test func aLongTextScrollsToKeepTheCursorInView() {
        let row = SearchFieldRow(prompt: "Search: ", style: TextStyle(usesColor: false))
        let text = SearchFieldText("the quick brown fox jumps over the lazy dog")

        let shown = row.render(text, placeholder: "", columns: 20)

        #expect(shown.line == "Search: he lazy dog", "11 columns of text, the 12th for the cursor")
        #expect(shown.cursorColumn == 19)
    }
}

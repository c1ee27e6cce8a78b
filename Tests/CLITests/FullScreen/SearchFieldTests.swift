import Testing

@testable import MoviesCLI

/// The search field's editing and its row: the cursor in view, wide characters counted by width.
struct SearchFieldTests {
    @Test func editingAtTheCursor() {
        var field = SearchFieldText()
        field.insert("star")
        field.insert(" wars")
        #expect(field.text == "star wars")

        field.moveToStart()
        field.insert("東")
        field.moveRight()
        field.deleteForward()
        #expect(field.text == "東sar wars")
        #expect(field.textBeforeCursor == "東s")

        field.moveToEnd()
        field.deleteWordBackward()
        #expect(field.text == "東sar ")
        field.deleteBackward()
        field.moveLeft()
        field.moveLeft()
        field.deleteBackward()
        #expect(field.text == "東ar")
        field.clear()
        #expect(field.text.isEmpty && field.textBeforeCursor.isEmpty)
    }

    @Test func theRowShowsTheCursorAfterWhatWasTyped() {
        let row = SearchFieldRow(style: TextStyle(usesColor: false))

        let typed = row.render(SearchFieldText("東京"), placeholder: "Search movies", columns: 40)
        #expect(typed.line == "Search: 東京")
        #expect(typed.cursorColumn == 12)

        let empty = row.render(SearchFieldText(), placeholder: "Search movies", columns: 40)
        #expect(empty.line == "Search: Search movies")
        #expect(empty.cursorColumn == 8)
    }

    @Test func aLongTextScrollsToKeepTheCursorInView() {
        let row = SearchFieldRow(style: TextStyle(usesColor: false))
        let text = SearchFieldText("the quick brown fox jumps over the lazy dog")

        let shown = row.render(text, placeholder: "", columns: 20)

        #expect(shown.line == "Search: he lazy dog", "11 columns of text, the 12th for the cursor")
        #expect(shown.cursorColumn == 19)
    }

    @Test(arguments: [
        (5, 0, 10, 20, 0), (12, 0, 10, 20, 3), (3, 8, 10, 20, 3), (19, 15, 10, 20, 10), (4, 2, 10, 5, 0),
    ])
    func theViewportFollowsTheSelection(selection: Int, previousTop: Int, visible: Int, count: Int, top: Int) {
        #expect(
            ListViewport.top(selection: selection, previousTop: previousTop, visibleRows: visible, count: count) == top)
    }
}

import TerminalKit
import Testing

/// The selection of a scrolled list moves by the navigation keys and stays in the list and in view.
struct ListSelectionTests {
    @Test func theArrowsMoveARowAndStopAtTheEnds() {
        var selection = ListSelection()
        let handled = selection.move(.up, count: 5, visibleRows: 3)
        #expect(handled)
        #expect(selection == ListSelection(row: 0, top: 0))
        for _ in 0..<3 { _ = selection.move(.down, count: 5, visibleRows: 3) }
        #expect(selection == ListSelection(row: 3, top: 1), "the window follows the selection down")
        for _ in 0..<5 { _ = selection.move(.down, count: 5, visibleRows: 3) }
        #expect(selection == ListSelection(row: 4, top: 2))
    }

    @Test func pagesMoveAWindowLessOneRowAndHomeEndGoToTheEnds() {
        var selection = ListSelection()
        _ = selection.move(.pageDown, count: 20, visibleRows: 5)
        #expect(selection == ListSelection(row: 4, top: 0))
        _ = selection.move(.pageDown, count: 20, visibleRows: 5)
        #expect(selection == ListSelection(row: 8, top: 4))
        _ = selection.move(.end, count: 20, visibleRows: 5)
        #expect(selection == ListSelection(row: 19, top: 15))
        _ = selection.move(.pageUp, count: 20, visibleRows: 5)
        #expect(selection == ListSelection(row: 15, top: 15))
        _ = selection.move(.home, count: 20, visibleRows: 5)
        #expect(selection == ListSelection(row: 0, top: 0))
    }

    @Test func otherKeysAndAnEmptyListMoveNothing() {
        var selection = ListSelection(row: 2, top: 1)
        let enter = selection.move(.enter, count: 5, visibleRows: 3)
        let letter = selection.move(.text("j"), count: 5, visibleRows: 3)
        let downInEmpty = selection.move(.down, count: 0, visibleRows: 3)
        #expect(!enter && !letter && downInEmpty)
        #expect(selection == ListSelection(row: 2, top: 1))
    }
}

/// Lines longer than their window scroll, and the last line never leaves the bottom.
struct ScrollPositionTests {
    @Test func scrollingStopsWhenTheLastLineIsAtTheBottom() {
        var scroll = ScrollPosition()
        _ = scroll.move(.up, lineCount: 10, visibleRows: 4)
        #expect(scroll.top == 0)
        _ = scroll.move(.pageDown, lineCount: 10, visibleRows: 4)
        #expect(scroll.top == 3)
        _ = scroll.move(.pageDown, lineCount: 10, visibleRows: 4)
        #expect(scroll.top == 6, "10 lines in 4 rows: line 6 is the last top")
        _ = scroll.move(.down, lineCount: 10, visibleRows: 4)
        #expect(scroll.top == 6)
        _ = scroll.move(.home, lineCount: 10, visibleRows: 4)
        #expect(scroll.top == 0)
        _ = scroll.move(.end, lineCount: 10, visibleRows: 4)
        #expect(scroll.top == 6)
        let handled = scroll.move(.enter, lineCount: 10, visibleRows: 4)
        #expect(!handled)
    }

    @Test func aTopPastTheEndStillShowsAFullWindow() {
        let lines = (1...6).map(String.init)
        let scroll = ScrollPosition(top: 1_000)
        #expect(Array(scroll.shown(lines, visibleRows: 4)) == ["3", "4", "5", "6"])
        var moved = scroll
        _ = moved.move(.up, lineCount: 6, visibleRows: 4)
        #expect(moved.top == 1, "up from past the end: one line above the last top")
    }
}

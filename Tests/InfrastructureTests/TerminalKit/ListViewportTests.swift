import TerminalKit
import Testing

/// The window of a scrolled list follows its selection.
struct ListViewportTests {
    @Test(arguments: [
        (5, 0, 10, 20, 0), (12, 0, 10, 20, 3), (3, 8, 10, 20, 3), (19, 15, 10, 20, 10), (4, 2, 10, 5, 0),
    ])
    func theViewportFollowsTheSelection(selection: Int, previousTop: Int, visible: Int, count: Int, top: Int) {
        #expect(
            ListViewport.top(selection: selection, previousTop: previousTop, visibleRows: visible, count: count) == top)
    }
}

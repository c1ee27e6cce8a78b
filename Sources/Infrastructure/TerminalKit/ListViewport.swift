/// Which rows of a list a window of `visibleRows` shows: the window follows the selection, moving
/// only as far as needed to keep it in view, as a scrolled list does.
public enum ListViewport {
    /// The first row shown, given the one shown first before (`previousTop`), for a list of
    /// `count` rows whose row `selection` must be visible.
    public static func top(selection: Int, previousTop: Int, visibleRows: Int, count: Int) -> Int {
        guard visibleRows > 0, count > visibleRows else { return 0 }
        var top = min(max(previousTop, 0), count - visibleRows)
        if selection < top { top = selection }
        if selection >= top + visibleRows { top = selection - visibleRows + 1 }
        return max(0, min(top, count - visibleRows))
    }
}

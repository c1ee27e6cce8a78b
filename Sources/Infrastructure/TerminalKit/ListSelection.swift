/// The selected row of a scrolled list and the first row shown: ↑ and ↓ move the selection a
/// row, Page Up and Page Down a window less one row, Home and End to the ends, and the window
/// follows it (`ListViewport`).
public struct ListSelection: Sendable, Hashable {
    /// The selected row.
    public var row: Int
    /// The first row shown.
    public var top: Int

    /// The selection at `row`, the window from `top`.
    public init(row: Int = 0, top: Int = 0) {
        self.row = row
        self.top = top
    }

    /// Selects `row`, kept within `count` rows, and scrolls a window of `visibleRows` to show it;
    /// nothing in an empty list.
    public mutating func select(_ row: Int, count: Int, visibleRows: Int) {
        guard count > 0 else { return }
        self.row = min(max(row, 0), count - 1)
        top = ListViewport.top(selection: self.row, previousTop: top, visibleRows: visibleRows, count: count)
    }

    /// Moves the selection as a navigation key says; false, and nothing moves, for another key.
    public mutating func move(_ key: Key, count: Int, visibleRows: Int) -> Bool {
        let page = max(1, visibleRows - 1)
        let target: Int
        switch key {
        case .up: target = row - 1
        case .down: target = row + 1
        case .pageUp: target = row - page
        case .pageDown: target = row + page
        case .home: target = 0
        case .end: target = count - 1
        default: return false
        }
        select(target, count: count, visibleRows: visibleRows)
        return true
    }
}

/// How far lines longer than their window are scrolled: ↑ and ↓ scroll a line, Page Up and Page
/// Down a window less one line, Home and End to the ends; the last line never leaves the bottom.
public struct ScrollPosition: Sendable, Hashable {
    /// The first line shown (beyond the last top after a resize: `shown` keeps the window full).
    public var top: Int

    /// Scrolled to `top`.
    public init(top: Int = 0) {
        self.top = top
    }

    /// The largest top that still fills a window of `visibleRows` with `lineCount` lines.
    public static func lastTop(lineCount: Int, visibleRows: Int) -> Int {
        max(0, lineCount - visibleRows)
    }

    /// `lines` from the first one shown in a window of `visibleRows`.
    public func shown(_ lines: [String], visibleRows: Int) -> ArraySlice<String> {
        lines.dropFirst(min(top, Self.lastTop(lineCount: lines.count, visibleRows: visibleRows)))
    }

    /// Scrolls as a navigation key says; false, and nothing moves, for another key.
    public mutating func move(_ key: Key, lineCount: Int, visibleRows: Int) -> Bool {
        let last = Self.lastTop(lineCount: lineCount, visibleRows: visibleRows)
        let page = max(1, visibleRows - 1)
        switch key {
        case .up: top = max(0, min(top, last) - 1)
        case .down: top = min(last, top + 1)
        case .pageUp: top = max(0, min(top, last) - page)
        case .pageDown: top = min(last, top + page)
        case .home: top = 0
        case .end: top = last
        default: return false
        }
        return true
    }
}

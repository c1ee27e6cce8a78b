/// Lines fitted to an area of a screen: cut or filled to its rows, trimmed, chosen by width, or
/// spread to both sides of a row.
public enum LineLayout {
    /// `lines` cut or filled with empty lines to exactly `count`.
    public static func padded(_ lines: [String], to count: Int) -> [String] {
        Array(lines.prefix(count)) + Array(repeating: "", count: max(0, count - lines.count))
    }

    /// `line` without the spaces at its end.
    public static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The first of `candidates` (longest first) that fits `columns`, else the last one cut to fit.
    public static func firstFitting(_ candidates: [String], columns: Int) -> String {
        let fitting = candidates.first { DisplayWidth.of($0) <= columns } ?? candidates.last ?? ""
        return TextTruncation.truncated(fitting, toColumns: columns)
    }

    /// One row of `columns`: `left` cut to leave two columns and `right`, then `right` against
    /// the right edge (left out when it is wider than the row), each in its role.
    public static func spread(
        _ left: String, _ leftRole: TextStyle.Role?, _ right: String, _ rightRole: TextStyle.Role, columns: Int,
        style: TextStyle
    ) -> String {
        let rightWidth = DisplayWidth.of(right)
        let room = max(0, columns - (rightWidth > 0 ? rightWidth + 2 : 0))
        let left = TextTruncation.truncated(left, toColumns: room)
        let gap = String(repeating: " ", count: max(0, columns - DisplayWidth.of(left) - rightWidth))
        let styledLeft = leftRole.map { style.apply($0, left) } ?? left
        return rightWidth > 0 && rightWidth <= columns ? styledLeft + gap + style.apply(rightRole, right) : styledLeft
    }
}

/// A table laid out in a number of terminal columns: fixed columns take what their widest cell
/// needs and are never cut, the one flexible column takes the rest. When the width is too small
/// for the flexible column's minimum, columns that may be dropped go first (lowest `dropRank`
/// first), and only then is the flexible column cut below its minimum. Cells are cut with "…"
/// by display width.
public struct TextTable: Sendable {
    /// One column's header and layout.
    public struct Column: Sendable {
        let header: String
        let alignRight: Bool
        /// Whether this column takes the width the others leave (one column should).
        let flexible: Bool
        /// When the table is too narrow, columns with a rank are left out, lowest rank first.
        let dropRank: Int?

        /// A column named `header`; fixed, kept and aligned left unless told otherwise.
        public init(_ header: String, alignRight: Bool = false, flexible: Bool = false, dropRank: Int? = nil) {
            self.header = header
            self.alignRight = alignRight
            self.flexible = flexible
            self.dropRank = dropRank
        }
    }

    /// Spaces between two columns.
    static let gap = 2
    /// The least a flexible column gets before other columns are dropped.
    static let minimumFlexibleWidth = 8

    /// The columns, left to right.
    public let columns: [Column]
    /// Cells, already sanitized; each row has one cell per column.
    public let rows: [[String]]

    /// A table of `rows` under `columns`.
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The header line (unless `header` is false) and one line per row, none wider than `width`
    /// columns when the fixed columns fit in it, no trailing spaces.
    public func lines(width: Int, style: TextStyle, header: Bool = true) -> [String] {
        let widths = columnWidths(totalWidth: width)
        let heading = header ? [style.apply(.heading, line(columns.map(\.header), widths: widths))] : []
        return heading + rows.map { line($0, widths: widths) }
    }

    // MARK: - Layout

    /// Each column's width, `nil` for a column left out.
    func columnWidths(totalWidth: Int) -> [Int?] {
        var widths: [Int?] = columns.indices.map { index in
            ([columns[index].header] + rows.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        guard let flexible = columns.firstIndex(where: \.flexible), let natural = widths[flexible] else {
            return widths
        }
        var remaining = columns.indices.compactMap { index in columns[index].dropRank.map { (index, $0) } }
            .sorted { $0.1 < $1.1 }.map(\.0)[...]
        while true {
            let shown = widths.indices.filter { widths[$0] != nil }
            let fixed = shown.filter { $0 != flexible }.compactMap { widths[$0] }.reduce(0, +)
            let room = totalWidth - fixed - Self.gap * max(0, shown.count - 1)
            if room >= min(natural, Self.minimumFlexibleWidth) || remaining.isEmpty {
                widths[flexible] = max(1, min(natural, room))
                return widths
            }
            widths[remaining.removeFirst()] = nil
        }
    }

    private func line(_ cells: [String], widths: [Int?]) -> String {
        let padded = cells.indices.compactMap { index in
            widths[index].map {
                TextTruncation.fitted(cells[index], toColumns: $0, alignRight: columns[index].alignRight)
            }
        }
        var text = padded.joined(separator: String(repeating: " ", count: Self.gap))
        while text.last == " " { text.removeLast() }
        return text
    }
}

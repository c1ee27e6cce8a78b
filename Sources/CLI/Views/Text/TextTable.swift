/// A table laid out in a fixed number of terminal columns: fixed columns take what their widest
/// cell needs, the one flexible column takes the rest, and cells that do not fit are cut with
/// "…" by display width.
struct TextTable: Sendable {
    /// One column's header and layout.
    struct Column: Sendable {
        let header: String
        let alignRight: Bool
        /// Whether this column takes the width the others leave (one column should).
        let flexible: Bool

        init(_ header: String, alignRight: Bool = false, flexible: Bool = false) {
            self.header = header
            self.alignRight = alignRight
            self.flexible = flexible
        }
    }

    /// Spaces between two columns.
    static let gap = 2
    /// The least a flexible column gets before the fixed ones are cut too.
    static let minimumFlexibleWidth = 8

    let columns: [Column]
    /// Cells, already sanitized; each row has one cell per column.
    let rows: [[String]]

    /// The header line and one line per row, none wider than `width` columns, no trailing spaces.
    func lines(width: Int, style: TextStyle) -> [String] {
        let widths = columnWidths(totalWidth: width)
        let header = line(columns.map(\.header), widths: widths)
        return [style.apply(.heading, header)] + rows.map { line($0, widths: widths) }
    }

    // MARK: - Layout

    func columnWidths(totalWidth: Int) -> [Int] {
        var widths = columns.indices.map { index in
            ([columns[index].header] + rows.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        let gaps = Self.gap * max(0, columns.count - 1)
        guard let flexible = columns.firstIndex(where: \.flexible) else { return widths }
        let fixed = widths.enumerated().filter { $0.offset != flexible }.map(\.element).reduce(0, +)
        let room = totalWidth - gaps - fixed
        widths[flexible] = min(widths[flexible], max(room, Self.minimumFlexibleWidth))
        // Still too wide: cut the fixed columns, widest first.
        var excess = widths.reduce(0, +) + gaps - totalWidth
        while excess > 0,
            let widest = widths.indices.filter({ $0 != flexible && widths[$0] > 1 })
                .max(by: { widths[$0] < widths[$1] })
        {
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }

    private func line(_ cells: [String], widths: [Int]) -> String {
        let padded = cells.indices.map { index in
            TextTruncation.fitted(cells[index], toColumns: widths[index], alignRight: columns[index].alignRight)
        }
        var text = padded.joined(separator: String(repeating: " ", count: Self.gap))
        while text.last == " " { text.removeLast() }
        return text
    }
}

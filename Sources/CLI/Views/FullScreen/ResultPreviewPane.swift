import MoviesPresentation
import TerminalKit

/// The selected movie's overview beside the results on a wide screen, or under them on a tall
/// one, as fzf previews the line it is on: its title, year and rating, then the overview
/// wrapped. Only where the results have overviews (the catalog's have none).
@MainActor
struct ResultPreviewPane {
    /// Where the pane goes, if anywhere.
    enum Place: Equatable {
        /// On the right, this many columns wide (after a rule).
        case beside(columns: Int)
        /// At the bottom, this many rows tall (after a rule).
        case below(rows: Int)
    }

    /// From this width on, the pane stands beside the results.
    static let besideFrom = 120
    /// From this many body rows on, the pane goes under the results.
    static let belowFrom = 24

    let style: TextStyle

    /// The pane's place for `list` in a body of `columns × rows`, or `nil`.
    static func place(_ list: MoviesListViewModel, columns: Int, rows: Int) -> Place? {
        guard list.items.contains(where: { !$0.overview.isEmpty }) else { return nil }
        if columns >= besideFrom { return .beside(columns: columns * 2 / 5) }
        if rows >= belowFrom { return .below(rows: min(10, rows / 3)) }
        return nil
    }

    /// The rows the list's own lines take in a body of `columns × rows` (the heading included).
    static func listRows(_ list: MoviesListViewModel, columns: Int, rows: Int) -> Int {
        if case .below(let paneRows) = place(list, columns: columns, rows: rows) { return rows - paneRows - 1 }
        return rows
    }

    /// The pane's `rows` lines of at most `columns` columns for `item`.
    func lines(_ item: MoviesListItemViewModel?, rows: Int, columns: Int) -> [String] {
        guard let item, rows > 0, columns > 0 else { return LineLayout.padded([], to: rows) }
        let title = TextTruncation.truncated(TerminalSanitizer.sanitized(item.title), toColumns: columns)
        let facts = [item.yearText, item.ratingText].filter { !$0.isEmpty }.joined(separator: " · ")
        let overview = TerminalSanitizer.sanitized(item.overview)
        let text =
            overview.isEmpty ? [style.apply(.dim, "No overview.")] : TextWrapping.lines(overview, columns: columns)
        let lines =
            [style.apply(.title, title), style.apply(.dim, TextTruncation.truncated(facts, toColumns: columns)), ""]
            + text
        return LineLayout.padded(Array(lines.prefix(rows)), to: rows)
    }
}

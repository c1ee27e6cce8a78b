import MoviesPresentation
import TerminalKit

/// The recent queries under the search field (the query list screen the coordinator presents
/// over the results): a heading, then one query a row, the one the arrows chose marked.
@MainActor
struct SuggestionsSection {
    let style: TextStyle

    /// Exactly `rows` lines of at most `columns` columns.
    func lines(_ queries: MoviesQueryListViewModel, state: FullScreenViewState, rows: Int, columns: Int) -> [String] {
        var lines = [style.apply(.heading, TextTruncation.truncated(queries.screenTitle, toColumns: columns))]
        if let error = queries.error {
            lines.append(
                style.apply(
                    .error, TextTruncation.truncated(TerminalSanitizer.sanitized(error.message), toColumns: columns)))
        } else if queries.isEmpty {
            lines.append(style.apply(.dim, queries.emptyDataTitle))
        }
        for (index, item) in queries.items.enumerated().prefix(max(0, rows - 1)) {
            let selected = index == state.suggestionRow
            let text = TextTruncation.truncated(TerminalSanitizer.sanitized(item.title), toColumns: columns - 2)
            lines.append(selected ? style.apply(.selected, "› " + text) : "  " + text)
        }
        return LineLayout.padded(lines, to: rows)
    }
}

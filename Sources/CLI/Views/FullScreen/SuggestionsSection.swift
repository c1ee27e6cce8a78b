import MoviesDomain
import MoviesPresentation
import TerminalKit

/// The recent queries under the search field (the query list screen the coordinator presents
/// over the results): a heading, then one query a row, then the lists to browse (`lists`), the
/// row the arrows chose marked.
@MainActor
struct SuggestionsSection {
    let style: TextStyle

    /// `Browse: popular`: how the start screen names a list.
    static func title(_ list: MovieList) -> String { "Browse: \(list.name)" }

    /// The row of the first list under `queries`' rows (a click's row, from the body's second).
    static func firstListRow(_ queries: MoviesQueryListViewModel) -> Int {
        queries.items.count + (queries.error != nil || queries.isEmpty ? 1 : 0)
    }

    /// Exactly `rows` lines of at most `columns` columns.
    func lines(
        _ queries: MoviesQueryListViewModel, lists: [MovieList], state: FullScreenViewState, rows: Int, columns: Int
    ) -> [String] {
        var lines = [style.apply(.heading, TextTruncation.truncated(queries.screenTitle, toColumns: columns))]
        if let error = queries.error {
            lines.append(
                style.apply(
                    .error,
                    TextTruncation.truncated(TerminalSanitizer.sanitized(error.messageWithRemedy), toColumns: columns)))
        } else if queries.isEmpty {
            lines.append(style.apply(.dim, queries.emptyDataTitle))
        }
        for (index, item) in queries.items.enumerated().prefix(max(0, rows - 1)) {
            let selected = index == state.suggestionRow
            let text = TextTruncation.truncated(TerminalSanitizer.sanitized(item.title), toColumns: columns - 2)
            lines.append(selected ? style.apply(.selected, "› " + text) : "  " + text)
        }
        for (offset, list) in lists.enumerated() {
            let text = TextTruncation.truncated(Self.title(list), toColumns: columns - 2)
            let selected = queries.items.count + offset == state.suggestionRow
            lines.append(selected ? style.apply(.selected, "› " + text) : "  " + style.apply(.dim, text))
        }
        return LineLayout.padded(lines, to: rows)
    }
}

import MoviesPresentation
import TerminalKit

/// The results under the search field: a header, then one row per movie (title, year, rating),
/// the selected one marked, scrolled to keep it in view, and a loading row while the next page
/// comes; on a wide or tall screen, the selected movie's overview beside or under them
/// (`ResultPreviewPane`). Before and instead of results: the search in progress, the error, or
/// the empty state.
@MainActor
struct ResultsListSection {
    let style: TextStyle

    /// Whether `list` leaves rows of a body of `columns × rows` empty that a page after those
    /// loaded would fill (none of the movies loaded may match the filters yet): the screen then
    /// loads it (`FullScreenSession.loadPagesToFillTheScreen()`), and says so where no row is shown.
    static func fillsWithNextPage(_ list: MoviesListViewModel, columns: Int, rows: Int) -> Bool {
        // The first row is the column headings.
        list.hasMorePages && list.error == nil
            && list.items.count < ResultPreviewPane.listRows(list, columns: columns, rows: rows) - 1
    }

    /// Exactly `rows` lines of at most `columns` columns.
    func lines(_ list: MoviesListViewModel, state: FullScreenViewState, rows: Int, columns: Int, spinner: String)
        -> [String]
    {
        let query = TerminalSanitizer.sanitized(list.quotedQuery)
        guard !list.items.isEmpty else {
            let message: [String]
            if list.loading == .fullScreen {
                message = [spinner + " Searching \(query)…"]
            } else if list.loading == .nextPage || Self.fillsWithNextPage(list, columns: columns, rows: rows) {
                // None of the pages loaded so far matches the filters: the next one is asked for.
                message = [spinner + " Loading page \(list.currentPage + 1)…", style.apply(.dim, list.countText)]
            } else if let error = list.error {
                message =
                    [style.apply(.error, TerminalSanitizer.sanitized(error.title))]
                    + TextWrapping.lines(TerminalSanitizer.sanitized(error.messageWithRemedy), columns: columns)
            } else if list.isEmpty {
                message =
                    [TerminalSanitizer.sanitized(list.nothingFoundText)]
                    + (CoverageHint.text(list).map { TextWrapping.lines($0, columns: columns) } ?? [])
            } else {
                message = [style.apply(.dim, "Type to search; Enter opens the results.")]
            }
            return LineLayout.padded(message.map { TextTruncation.truncated($0, toColumns: columns) }, to: rows)
        }
        let place = ResultPreviewPane.place(list, columns: columns, rows: rows)
        var listColumns = columns
        if case .beside(let paneColumns) = place { listColumns = columns - paneColumns - 3 }
        let listRows = ResultPreviewPane.listRows(list, columns: columns, rows: rows)
        let layout = ResultRowLayout(columns: listColumns, marks: state.picksSeveral)
        let marked = Set(state.marked.map(\.id))
        let loadingRow = list.loading == .nextPage ? 1 : 0
        let visible = listRows - 1
        let selection = min(state.results.row, list.items.count - 1)
        // The selection is marked while the list has the focus; it is kept while it has not.
        let selected = state.focus == .results ? selection : nil
        let top = ListViewport.top(
            selection: selection, previousTop: state.results.top, visibleRows: visible,
            count: list.items.count + loadingRow)
        var lines = [style.apply(.heading, layout.header)]
        for index in top..<min(top + visible, list.items.count + loadingRow) {
            guard index < list.items.count else {
                lines.append(style.apply(.dim, "  \(spinner) Loading page \(list.currentPage + 1)…"))
                continue
            }
            let item = list.items[index]
            let row = layout.row(item, selected: index == selected, marked: marked.contains(item.id))
            lines.append(index == selected ? style.apply(.selected, row) : LineLayout.trimmed(row))
        }
        let pane = ResultPreviewPane(style: style)
        let item = list.items[selection]
        switch place {
        case nil:
            return LineLayout.padded(lines, to: rows)
        case .below(let paneRows):
            return LineLayout.padded(lines, to: listRows) + [style.apply(.dim, String(repeating: "─", count: columns))]
                + pane.lines(item, rows: paneRows, columns: columns)
        case .beside(let paneColumns):
            let preview = pane.lines(item, rows: rows, columns: paneColumns)
            return zip(LineLayout.padded(lines, to: rows), preview).map { line, paneLine in
                let padding = max(0, listColumns - FrameDiffWriter.width(of: line))
                return line + String(repeating: " ", count: padding) + style.apply(.dim, " │ ") + paneLine
            }
        }
    }
}

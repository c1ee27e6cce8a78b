import CommandLineKit
import MoviesPresentation
import TerminalKit

/// `f` on the results: the sort and the filters, typed as on the command line
/// (`--year 1979-1985 --genre drama`) in a field over the key hints. Enter applies them (a
/// mistake is said on the status line, and the field stays), Esc leaves them as they were.
extension FullScreenSession {
    /// Opens the field, holding the options that give the results' arrangement now, then a
    /// space: what is typed next is an option of its own, never glued to the last value.
    func editFilters(of list: MoviesListViewModel) {
        let typed = CommandLineParser.typed(list.arrangement ?? .init())
        state.filters = SearchFieldText(typed.isEmpty ? "" : typed + " ")
    }

    func handleFiltersKey(_ key: Key) {
        guard var field = state.filters, let list else {
            state.filters = nil
            return
        }
        if field.apply(key) {
            state.filters = field
            return
        }
        switch key {
        case .enter:
            do throws(ArgumentError) {
                // A new search, asked for with the new sort and filters.
                let arrangement = try CommandLineParser.arrangement(typed: field.text)
                if let problem = flow.genreProblem(arrangement.genres) { throw ArgumentError(problem) }
                state.filters = nil
                state.results = ListSelection()
                Task { await list.arrange(arrangement) }
            } catch {
                state.answer = error.message
            }
        case .escape: state.filters = nil
        default: break
        }
    }
}

import MoviesPresentation
import TerminalKit

/// The row above the status line: the keys that work where the focus is, in fewer words when
/// the screen is narrow.
struct KeyHintsLine {
    let style: TextStyle

    /// The hints for `top` and `state`: in each, what Enter and Esc do there, as the keys do
    /// (Esc one step back: the details to the results, the results to the search field, a field
    /// with text cleared, an empty one quits; in `movies pick`, Enter picks and Esc cancels).
    @MainActor
    func line(top: Screen?, state: FullScreenViewState, pushedList: Bool, columns: Int) -> String {
        let (long, short): (String, String)
        let clearOrQuit = state.field.text.isEmpty ? "Esc quit" : "Esc clear"
        switch (top, state.focus) {
        case (.movieDetails?, _):
            long = "Esc back · ↑↓ scroll · p save poster · / search · q quit · ? keys"
            short = "Esc back · ↑↓ scroll · p poster · q quit"
        case (.moviesQueryList?, _):
            long = "type to search · ↑↓ recent searches · Enter search · \(clearOrQuit) · Ctrl-C quit"
            short = "↑↓ recent · Enter search · \(clearOrQuit)"
        case (_, .searchField):
            long = "type to search · Enter or ↓ results · \(clearOrQuit) · Ctrl-C quit"
            short = "Enter or ↓ results · \(clearOrQuit)"
        case (_, .results) where state.picking:
            long = "↑↓ move · Enter pick · Esc cancel · / search · s sort · f filter · ? keys"
            short = "↑↓ move · Enter pick · Esc cancel"
        case (_, .results):
            let back = pushedList ? "Esc back" : "Esc search"
            long = "↑↓ move · Enter details · \(back) · s sort · f filter · q quit · ? keys"
            short = "↑↓ move · Enter open · \(back) · q quit"
        }
        return style.apply(.dim, LineLayout.firstFitting([long, short], columns: columns))
    }
}

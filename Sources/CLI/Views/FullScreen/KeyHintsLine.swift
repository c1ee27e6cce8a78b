import MoviesPresentation
import TerminalKit

/// The row above the status line: the keys that work where the focus is, in fewer words when
/// the screen is narrow.
struct KeyHintsLine {
    let style: TextStyle

    @MainActor
    func line(top: Screen?, focus: FullScreenViewState.Focus, hasResults: Bool, columns: Int) -> String {
        let (long, short): (String, String)
        switch (top, focus) {
        case (.movieDetails?, _):
            long = "Esc back · ↑↓ scroll · p save poster · / search · q quit · ? keys"
            short = "Esc back · ↑↓ scroll · p poster · q quit"
        case (.moviesQueryList?, _):
            let back = hasResults ? " · Esc results" : ""
            long = "type to search · ↑↓ recent searches · Enter search\(back) · Ctrl-C quit"
            short = "↑↓ recent · Enter search · Ctrl-C quit"
        case (_, .searchField):
            long = "type to search · Enter or ↓ results · Esc or Ctrl-C quit"
            short = "Enter or ↓ results · Ctrl-C quit"
        case (_, .results):
            long = "↑↓ move · Enter details · / search · s sort · f filter · q quit · ? keys"
            short = "↑↓ move · Enter open · / search · q quit"
        }
        return style.apply(.dim, LineLayout.firstFitting([long, short], columns: columns))
    }
}

import MoviesPresentation

/// The row above the status line: the keys that work where the focus is.
struct KeyHintsLine {
    let style: TextStyle

    @MainActor
    func line(top: Screen?, focus: FullScreenViewState.Focus, hasResults: Bool, columns: Int) -> String {
        let hints: String
        switch (top, focus) {
        case (.movieDetails?, _):
            hints = "Esc back · ↑↓ scroll · p save poster · / search · q quit"
        case (.moviesQueryList?, _):
            let back = hasResults ? " · Esc results" : ""
            hints = "type to search · ↑↓ recent searches · Enter search\(back) · Ctrl-C quit"
        case (_, .searchField):
            hints = "type to search · Enter or ↓ results · Ctrl-C quit"
        case (_, .results):
            hints = "↑↓ PgUp PgDn Home End move · Enter details · / search · q quit"
        }
        return style.apply(.dim, TextTruncation.truncated(hints, toColumns: columns))
    }
}

import MoviesPresentation
import TerminalKit

/// The row above the status line: the keys that work where the focus is, in fewer words when
/// the screen is narrow (on the narrowest, the last hints left out whole, never one cut, and
/// `? keys`, which lists the others, left out last). A key
/// whose action cannot be done there is not offered (no `p` for a movie without a poster, no `o`
/// without a web page, no `m` where the source has no similar movies, no `s` or `f` on a list
/// that keeps its own order or where nothing was searched, no moving or Enter with no movie shown,
/// no scrolling of details that fit, no Enter in an empty field with no recent query chosen, no
/// `/` where Esc goes to the search field already).
struct KeyHintsLine {
    /// What stands between two hints.
    static let separator = " · "
    /// The hint of `?`, which lists the keys: the last one left out of a narrow line.
    static let help = "? keys"

    let style: TextStyle
    /// Whether the source has what `m` acts on (TMDB's recommendations; the catalog has none).
    var onlineSource = false

    /// The hints for `top` (over `list`, the results shown) and `state`: in each, what Enter and
    /// Esc do there, as the keys do (Esc one step back: the details to the results, the results
    /// to the search field, a field with text cleared, an empty one quits; in `movies pick`,
    /// Enter picks and Esc cancels). `detailsScroll` says whether the details on top are longer
    /// than the screen, for the arrows to scroll.
    @MainActor
    func line(
        top: Screen?, list: MoviesListViewModel?, state: FullScreenViewState, pushedList: Bool,
        detailsScroll: Bool, columns: Int
    ) -> String {
        // From the longest to the shortest; `? keys` after each where `?` lists the keys.
        var (long, medium, short): (String, [String], String) = ("", [], "")
        var help = true
        let clearOrQuit = state.field.text.isEmpty ? (state.picking ? "Esc cancel" : "Esc quit") : "Esc clear"
        let arrange = list?.canArrange == false ? "" : " · s sort · f filter"
        switch (top, state.focus) {
        case (.movieDetails(let details)?, _):
            let scroll = detailsScroll ? " · ↑↓ scroll" : ""
            let poster = details.posterPath == nil ? "" : " · p save poster"
            let similar = onlineSource && details.movieID.prefix.isEmpty ? " · m similar" : ""
            let web = details.webPageURL == nil ? "" : " · o web page"
            let (posterShort, webShort) = (poster.isEmpty ? "" : " · p poster", web.isEmpty ? "" : " · o web")
            long = "Esc back\(scroll)\(poster)\(similar)\(web) · / search · q quit"
            medium = [
                "Esc back\(scroll)\(posterShort)\(similar)\(webShort) · / search · q quit",
                "Esc back\(scroll)\(posterShort)\(similar)\(webShort) · q quit",
            ]
            short = "Esc back\(scroll)\(posterShort) · q quit"
        case (.moviesQueryList?, _):
            // Enter runs the recent query chosen, else the field's text: with neither, nothing.
            let enter =
                state.suggestionRow != nil ? " · Enter search" : fieldEnter(list, state: state).map { " · " + $0 } ?? ""
            long = "type to search · ↑↓ recent searches\(enter) · \(clearOrQuit) · Ctrl-C quit"
            short = "↑↓ recent\(enter) · \(clearOrQuit)"
            help = state.field.text.isEmpty  // in a query, `?` is typed
        case (_, .searchField):
            // ↓ goes to the movies shown, if any; Enter to the text's results, or searches it.
            let enter = fieldEnter(list, state: state)
            let down = list?.items.isEmpty == false
            let keys =
                enter == "Enter results" && down
                ? ["Enter or ↓ results"] : [enter, down ? "↓ results" : nil].compactMap { $0 }
            long = (["type to search"] + keys + [clearOrQuit, "Ctrl-C quit"]).joined(separator: Self.separator)
            short = (keys + [clearOrQuit]).joined(separator: Self.separator)
            help = state.field.text.isEmpty
        case (_, .results) where state.picking:
            // `movies pick`, as fzf: typing goes to the query (no letter is a key), Enter picks
            // (the marked, with none shown), Esc cancels.
            let moving = list?.items.isEmpty == false
            let marked = state.marked.isEmpty ? "" : " (\(state.marked.count) marked)"
            let mark = moving && state.picksSeveral ? "Tab mark\(marked) · " : ""
            let pick = moving || !state.marked.isEmpty ? "Enter pick · " : ""
            long = "type to search · \(moving ? "↑↓ move · " : "")\(mark)\(pick)Esc cancel"
            short = "\(mark.isEmpty && moving ? "↑↓ move · " : "")\(mark)\(pick)Esc cancel"
        case (_, .results) where list?.items.isEmpty != false:
            // No movie shown (none found, a failure, a refused query): nothing to move to or open,
            // and `/` only where Esc does not go to the search field already.
            let back = pushedList ? "Esc back" : "Esc search"
            let slash = pushedList ? " · / search" : ""
            long = "\(back)\(slash)\(arrange) · q quit"
            short = "\(back) · q quit"
        case (_, .results):
            let back = pushedList ? "Esc back" : "Esc search"
            long = "↑↓ move · Enter details · \(back)\(arrange) · q quit"
            short = "↑↓ move · Enter open · \(back) · q quit"
        }
        // Narrower than the shortest: its last hints left out, whole, rather than one cut; `? keys`,
        // which lists all the others, is left out last (as lazygit always keeps its help key).
        var hints = short.components(separatedBy: Self.separator)
        var shorter: [String] = []
        while hints.count > (help ? 0 : 1) {
            hints.removeLast()
            shorter.append(hints.joined(separator: Self.separator))
        }
        let versions = ([long] + medium + [short] + shorter).map { version in
            guard help else { return version }
            return version.isEmpty ? Self.help : version + Self.separator + Self.help
        }
        return style.apply(.dim, LineLayout.firstFitting(versions, columns: columns))
    }

    /// What Enter does in the search field with its text (`FullScreenSession.searchNow()`): goes
    /// to the results already shown for it, or searches it; nothing while the field is empty.
    @MainActor
    private func fieldEnter(_ list: MoviesListViewModel?, state: FullScreenViewState) -> String? {
        let text = state.field.text
        guard let list, !text.allSatisfy(\.isWhitespace) else { return nil }
        return list.showsSettledSearch(of: text) ? "Enter results" : "Enter search"
    }
}

import MoviesPresentation
import TerminalKit

/// The keys of the screen under it, over the body while `?` shows them: only what each key does
/// there (as the key hints offer only what can be done), each description wrapped beside its
/// keys. Longer than the body, ↑ and ↓ scroll them; `?`, Esc or q closes them.
@MainActor
struct KeysSection {
    /// The screen the keys are listed for.
    enum Place: Equatable {
        /// The search field, empty (where `?` is not typed): `recents` when the recent searches
        /// are under it, `results` when movies are shown or kept under them, `picking` in `movies pick`.
        case searchField(recents: Bool, results: Bool, picking: Bool)
        /// A list of results: a search's or a browsed list's, or similar movies pushed over a
        /// movie's details (`pushed`); `canArrange` when `s` and `f` rearrange it; `movies` when
        /// it shows any, to move to, open and copy (not a search that found none, failed or was refused).
        case results(canArrange: Bool, pushed: Bool, movies: Bool)
        /// The results of `movies pick` (`several` with `--multi`), `movies` as for `results`;
        /// `marked` when Tab marked any, which Enter picks. What is typed there goes to the query.
        case picking(several: Bool, movies: Bool, marked: Bool)
        /// A movie's details, with what its keys act on (`scrolls` when they are longer than the
        /// screen); `overPushedList` when opened from a list of similar movies, which Esc goes back to.
        case details(scrolls: Bool, poster: Bool, similar: Bool, webPage: Bool, overPushedList: Bool)
    }

    let style: TextStyle
    /// Whether the source has what `m` and `o` act on (TMDB's similar movies and web pages);
    /// without it (the catalog) they are not listed.
    var onlineSource = false

    /// Where the keys of `stack` under `state` act: the details on top (`detailsScroll` when they
    /// are longer than the screen), else the search field when it has the keys, else the results.
    static func place(
        _ stack: ScreenStack, state: FullScreenViewState, onlineSource: Bool, detailsScroll: Bool
    ) -> Place {
        let canArrange = stack.shownList?.canArrange != false
        let movies = stack.shownList?.items.isEmpty == false
        if case .movieDetails(let details)? = stack.top {
            let screens = stack.screens
            return .details(
                scrolls: detailsScroll, poster: details.posterPath != nil,
                similar: onlineSource && details.movieID.prefix.isEmpty,
                webPage: details.webPageURL != nil,
                overPushedList: screens.count > 2 && screens[screens.count - 2].moviesList != nil)
        }
        if stack.top?.moviesQueryList != nil || state.focus == .searchField {
            return .searchField(recents: stack.top?.moviesQueryList != nil, results: movies, picking: state.picking)
        }
        if state.picking {
            return .picking(several: state.picksSeveral, movies: movies, marked: !state.marked.isEmpty)
        }
        return .results(canArrange: canArrange, pushed: stack.showsPushedList, movies: movies)
    }

    /// Each key at `place`, and what it does there.
    func keys(at place: Place) -> [(keys: String, what: String)] {
        let copy =
            onlineSource ? ("y  o", "copy the movie's ID; open its TMDB page (xdg-open)") : ("y", "copy the movie's ID")
        let common = [("Ctrl-L  Ctrl-Z", "draw the screen again; suspend")]
        switch place {
        case .searchField(let recents, let results, let picking):
            let quit = picking ? "cancel: nothing picked (exit 1)" : "quit"
            let choosing =
                recents
                ? [
                    ("↑ ↓  Enter", "run a recent search, or show a list (Browse: …)"),
                    ("wheel, click", "move through them; run the one clicked"),
                ] : []
            let toResults =
                !results
                ? [] : recents ? [("Tab", "close the recent searches: the results again")] : [("↓", "the results")]
            return [
                ("letters, a paste", "search as you type"),
                ("Backspace  Ctrl-W  Ctrl-U", "delete a character, a word, the whole query"),
            ] + choosing + toResults
                + [("Esc", "clear the query; on an empty field, \(quit)"), ("?", "these keys, on an empty field")]
                + common + [("Ctrl-C", picking ? "cancel (exits 130)" : "quit (exits 130)")]
        case .details(let scrolls, let poster, let similar, let webPage, let overPushedList):
            let back = overPushedList ? "back to the similar movies" : "back to the results"
            // Details that fit the screen have nothing to scroll.
            let scrolling = [
                ("↑ ↓  j k", "scroll (Ctrl-P, Ctrl-N too)"), ("PgUp PgDn", "a page up, down"),
                ("Home End  g G", "the top, the end"),
            ]
            return (scrolls ? scrolling : []) + [("Esc ← Backspace", back), ("/", "the search field")]
                + (similar ? [("m", "the movies like this one")] : [])
                + (poster ? [("p", "save the poster as movie-ID-poster.jpg here")] : [])
                + [webPage ? copy : ("y", "copy the movie's ID")] + (scrolls ? [("wheel", "scroll")] : []) + common
                + [("q  Ctrl-C", "quit (Ctrl-C exits 130)")]
        case .results(let canArrange, let pushed, let movies):
            // With no movie shown, only the ways out and the sort and filters of a search are left.
            return (movies ? Self.moving + [("Enter", "the selected movie's details")] : [])
                + [pushed ? ("Esc ← Backspace", "back to the details") : ("Esc", "back to the search field")]
                + [("/", "the search field")] + (canArrange ? Self.arranging : [])
                + (movies ? [copy, ("wheel, click", "scroll; select (a click on the selected movie opens it)")] : [])
                + common + [("q  Ctrl-C", "quit (Ctrl-C exits 130)")]
        case .picking(let several, let movies, let marked):
            let marking =
                several
                ? [("Tab", "mark or unmark the selected movie, and move on"), ("Shift-Tab", "the same, and move up")]
                : []
            let enter = several ? "pick the marked movies (none marked: the selected one)" : "pick the selected movie"
            // Marks outlive the search that showed them, as fzf's do: with no movie shown,
            // Enter still picks those.
            let pickMarked = marked ? [("Enter", "pick the marked movies")] : []
            // Letters are typed, as in fzf: only keys that type nothing move.
            let moving = [
                ("↑ ↓", "move (Ctrl-P, Ctrl-N too)"), ("PgUp PgDn", "a page up, down"),
                ("Home End", "the first movie, the last loaded"),
            ]
            return [("letters, Backspace", "edit the query (Ctrl-U, Ctrl-W too): the results follow")]
                + (movies ? moving + marking + [("Enter", enter)] : pickMarked)
                + [("Esc", "cancel: nothing picked (exit 1)")]
                + (movies ? [("wheel, click", "scroll; select (a click on the selected movie picks it)")] : [])
                + common + [("Ctrl-C", "cancel (exits 130)")]
        }
    }

    /// The keys that move through results.
    private static let moving = [
        ("↑ ↓  j k", "move (Ctrl-P, Ctrl-N too)"), ("PgUp PgDn", "a page up, down"),
        ("Home End  g G", "the first movie, the last loaded"),
    ]

    /// The keys that rearrange a list that takes a sort and filters.
    private static let arranging = [
        ("s", "the next order: relevance, rating, votes, year, title"),
        ("f", "sort and filter, as on the command line: --year 1979-1985"),
    ]

    /// The keys at `place` in `columns`: a key's description wrapped beside it, the keys
    /// column as wide as the widest.
    func contentLines(at place: Place, columns: Int) -> [String] {
        let keys = keys(at: place)
        let width = keys.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let room = max(1, columns - width - 4)
        return keys.flatMap { key, what in
            TextWrapping.lines(what, columns: room).enumerated().map { index, part in
                let keys = index == 0 ? key : ""
                return TextTruncation.truncated(
                    "  " + keys + String(repeating: " ", count: width - DisplayWidth.of(keys)) + "  " + part,
                    toColumns: columns)
            }
        }
    }

    /// Whether the keys at `place` are longer than `rows` rows hold under their heading.
    func scrolls(at place: Place, rows: Int, columns: Int) -> Bool {
        contentLines(at: place, columns: columns).count > rows - 1
    }

    /// Exactly `rows` lines of at most `columns` columns: the heading (saying how to scroll
    /// them and close them), then the keys from `scroll`.
    func lines(at place: Place, scroll: ScrollPosition, rows: Int, columns: Int) -> [String] {
        let content = contentLines(at: place, columns: columns)
        let heading =
            content.count > rows - 1
            ? ["Keys (↑↓ more, Esc closes)", "Keys (↑↓ more)"]
            : ["Keys (Esc, ? or q closes this)", "Keys (Esc closes)"]
        return LineLayout.padded(
            [style.apply(.heading, LineLayout.firstFitting(heading, columns: columns))]
                + scroll.shown(content, visibleRows: rows - 1), to: rows)
    }

    /// The key hints while the keys are shown: those that scroll them (when they scroll), those
    /// that close them.
    func hints(at place: Place, rows: Int, columns: Int) -> String {
        let more = scrolls(at: place, rows: rows, columns: columns) ? "↑↓ more" + KeyHintsLine.separator : ""
        return style.apply(
            .dim, LineLayout.firstFitting([more + "Esc, ? or q close", more + "Esc close"], columns: columns))
    }
}

import TerminalKit

/// The keys of the full screen, over the body while `?` shows them (any key closes them).
struct KeysSection {
    /// Each key, and what it does.
    static let keys: [(String, String)] = [
        ("↑ ↓  j k  Ctrl-P Ctrl-N", "move through the results, scroll the details"),
        ("PgUp PgDn  Home End  g G", "a page, the first, the last"),
        ("Enter", "search now; open the selected movie"),
        ("↑ ↓ Enter", "on the start screen: browse a list (popular, …)"),
        ("m", "on a movie's details: the movies like it (TMDB)"),
        ("Esc  ← Backspace", "back a step: details, results, search (Esc clears it, then quits)"),
        ("/", "search again"),
        ("p", "save the poster as movie-ID-poster.jpg"),
        ("y  o", "copy the movie's ID; open its TMDB page (xdg-open)"),
        ("s", "the next order: relevance, rating, votes, year, title"),
        ("f", "sort and filter, as on the command line: --year 1979-1985"),
        ("wheel, click", "scroll, select (a click on the selected row opens it)"),
        ("Ctrl-L  Ctrl-Z", "draw the screen again; suspend"),
        ("q  Ctrl-C", "quit (Ctrl-C exits 130)"),
    ]

    let style: TextStyle
    /// Whether the source has what `m`, `p` and `o` act on (TMDB's similar movies, posters and
    /// web pages); without it (the catalog) they are not listed.
    var onlineSource = false
    /// Whether Tab marks results (`movies pick --multi`): then it is listed too.
    var picksSeveral = false

    /// The keys listed: `keys`, less those the source cannot act on, and Tab when it marks.
    var shownKeys: [(String, String)] {
        let marking = picksSeveral ? [("Tab", "mark or unmark the selected movie; Enter prints the marked")] : []
        guard !onlineSource else { return marking + Self.keys }
        return marking
            + Self.keys.compactMap { key, what in
                switch key {
                case "m", "p": nil
                case "y  o": ("y", "copy the movie's ID")
                default: (key, what)
                }
            }
    }

    /// Exactly `rows` lines of at most `columns` columns.
    func lines(rows: Int, columns: Int) -> [String] {
        let width = shownKeys.map { DisplayWidth.of($0.0) }.max() ?? 0
        let content =
            [style.apply(.heading, "Keys (any key closes this)")]
            + shownKeys.map { key, what in
                TextTruncation.truncated(
                    "  " + key + String(repeating: " ", count: width - DisplayWidth.of(key)) + "  " + what,
                    toColumns: columns)
            }
        return LineLayout.padded(Array(content.prefix(max(0, rows))), to: rows)
    }
}

import MoviesPresentation
import TerminalKit

/// The columns of a results row in a given width: a selection marker (and, in `movies pick
/// --multi`, a mark: `+`), the title (what the others leave, up to `maxTitle`), the year and the
/// rating. (The selected movie's overview has a pane of its own, `ResultPreviewPane`.)
struct ResultRowLayout {
    /// The widest the title column gets: on a wide screen the year and rating stay beside the
    /// titles instead of at the far edge. 64 is its width on an 80-column terminal; 99.8% of the
    /// catalog's titles fit.
    static let maxTitle = 64
    private static let gap = 2
    private static let year = 4
    private static let rating = 6

    let title: Int
    /// Whether rows have a column for the mark (`movies pick --multi`).
    let marks: Bool
    /// The row's width: the selection's reverse video spans it, past the rating.
    private let columns: Int

    /// The layout for `columns`, with a column for marks when `marks`.
    init(columns: Int, marks: Bool = false) {
        self.marks = marks
        self.columns = columns
        title = min(Self.maxTitle, max(1, columns - (marks ? 3 : 2) - Self.year - Self.rating - 2 * Self.gap))
    }

    var header: String {
        cells(title: "Title", year: "Year", rating: "Rating", marker: marks ? "   " : "  ")
    }

    /// One movie's row, padded to the full width: `›` where the selection is, `+` when marked.
    func row(_ item: MoviesListItemViewModel, selected: Bool, marked: Bool = false) -> String {
        cells(
            title: TerminalSanitizer.sanitized(item.title),
            year: item.year.map { String($0) } ?? "—",
            rating: item.ratingText == MovieFormatting.notRated ? "—" : item.ratingText,
            marker: (selected ? "›" : " ") + (marks ? (marked ? "+" : " ") : "") + " ")
    }

    private func cells(title: String, year: String, rating: String, marker: String) -> String {
        let cells =
            marker
            + [
                TextTruncation.fitted(title, toColumns: self.title),
                TextTruncation.fitted(year, toColumns: Self.year),
                TextTruncation.fitted(rating, toColumns: Self.rating, alignRight: true),
            ].joined(separator: String(repeating: " ", count: Self.gap))
        return cells + String(repeating: " ", count: max(0, columns - DisplayWidth.of(cells)))
    }
}

import MoviesPresentation
import TerminalKit

/// The columns of a results row in a given width: a selection marker (and, in `movies pick
/// --multi`, a mark: `+`), the title (what the others leave), the year and the rating. (The selected movie's overview has a pane of its own,
/// `ResultPreviewPane`.)
struct ResultRowLayout {
    private static let gap = 2
    private static let year = 4
    private static let rating = 6

    let title: Int
    /// Whether rows have a column for the mark (`movies pick --multi`).
    let marks: Bool

    /// The layout for `columns`, with a column for marks when `marks`.
    init(columns: Int, marks: Bool = false) {
        self.marks = marks
        title = max(1, columns - (marks ? 3 : 2) - Self.year - Self.rating - 2 * Self.gap)
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
        marker
            + [
                TextTruncation.fitted(title, toColumns: self.title),
                TextTruncation.fitted(year, toColumns: Self.year),
                TextTruncation.fitted(rating, toColumns: Self.rating, alignRight: true),
            ].joined(separator: String(repeating: " ", count: Self.gap))
    }
}

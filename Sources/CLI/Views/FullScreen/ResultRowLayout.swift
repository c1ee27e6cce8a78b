import MoviesPresentation
import TerminalKit

/// The columns of a results row in a given width: a selection marker, the title (what the
/// others leave), the year and the rating. (The selected movie's overview has a pane of its own,
/// `ResultPreviewPane`.)
struct ResultRowLayout {
    private static let marker = 2
    private static let gap = 2
    private static let year = 4
    private static let rating = 6

    let title: Int

    /// The layout for `columns`.
    init(columns: Int) {
        title = max(1, columns - Self.marker - Self.year - Self.rating - 2 * Self.gap)
    }

    var header: String {
        cells(title: "Title", year: "Year", rating: "Rating", marker: "  ")
    }

    /// One movie's row, padded to the full width.
    func row(_ item: MoviesListItemViewModel, selected: Bool) -> String {
        cells(
            title: TerminalSanitizer.sanitized(item.title),
            year: item.year.map { String($0) } ?? "—",
            rating: item.ratingText == MovieFormatting.notRated ? "—" : item.ratingText,
            marker: selected ? "› " : "  ")
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

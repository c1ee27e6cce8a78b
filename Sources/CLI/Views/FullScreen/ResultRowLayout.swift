import MoviesPresentation
import TerminalKit

/// The columns of a results row in a given width: a selection marker, the title (what the
/// others leave), the year, the rating, and from 100 columns on, the overview.
struct ResultRowLayout {
    /// From this width on, rows show what fits of the overview.
    static let overviewMinimumColumns = 100
    private static let marker = 2
    private static let gap = 2
    private static let year = 4
    private static let rating = 6

    let title: Int
    let overview: Int

    /// The layout for `columns`, with the title column no wider than the longest of `titles`
    /// needs when an overview column takes the rest.
    init(columns: Int, titles: [String]) {
        let room = max(1, columns - Self.marker - Self.year - Self.rating - 2 * Self.gap)
        guard columns >= Self.overviewMinimumColumns else {
            (title, overview) = (room, 0)
            return
        }
        let longest = titles.map(DisplayWidth.of).max() ?? 0
        title = min(max(longest, 5), room / 2)
        overview = room - title - Self.gap
    }

    var header: String {
        cells(title: "Title", year: "Year", rating: "Rating", overview: "Overview", marker: "  ")
    }

    /// One movie's row, padded to the full width.
    func row(_ item: MoviesListItemViewModel, selected: Bool) -> String {
        cells(
            title: TerminalSanitizer.sanitized(item.title),
            year: item.year.map { String($0) } ?? "—",
            rating: item.ratingText == MovieFormatting.notRated ? "—" : item.ratingText,
            overview: TerminalSanitizer.sanitized(item.overview),
            marker: selected ? "› " : "  ")
    }

    private func cells(title: String, year: String, rating: String, overview: String, marker: String) -> String {
        var cells = [
            TextTruncation.fitted(title, toColumns: self.title),
            TextTruncation.fitted(year, toColumns: Self.year),
            TextTruncation.fitted(rating, toColumns: Self.rating, alignRight: true),
        ]
        if self.overview > 0 { cells.append(TextTruncation.fitted(overview, toColumns: self.overview)) }
        return marker + cells.joined(separator: String(repeating: " ", count: Self.gap))
    }
}

import MoviesPresentation
import TerminalKit

/// One movie's details under the search field: its title as the heading, then the tagline, the
/// facts (original title, release, runtime, genres, rating, the poster's URL) and the overview,
/// wrapped to the width and scrolled by the arrows when they are longer than the screen.
@MainActor
struct DetailsSection {
    let style: TextStyle

    /// Exactly `rows` lines of at most `columns` columns.
    func lines(_ details: MovieDetailsViewModel, state: FullScreenViewState, rows: Int, columns: Int) -> [String] {
        let title = TextTruncation.truncated(TerminalSanitizer.sanitized(details.title), toColumns: columns)
        let content = contentLines(details, columns: columns)
        return LineLayout.padded(
            [style.apply(.title, title)] + state.details.shown(content, visibleRows: rows - 1), to: rows)
    }

    /// Every line under the heading, before scrolling.
    func contentLines(_ details: MovieDetailsViewModel, columns: Int) -> [String] {
        var lines: [String] = []
        if let tagline = details.tagline.map(TerminalSanitizer.sanitized), !tagline.isEmpty {
            lines += TextWrapping.lines(tagline, columns: columns).map { style.apply(.dim, $0) }
        }
        lines.append("")
        let facts = MovieDetailsFacts.facts(details) + [("Poster", posterText(details))]
        lines += MovieDetailsFacts.lines(facts, width: columns, style: style)
        let overview = TerminalSanitizer.sanitized(details.overview)
        if !overview.isEmpty {
            lines.append("")
            lines += TextWrapping.lines(overview, columns: columns)
        }
        return lines
    }

    private func posterText(_ details: MovieDetailsViewModel) -> String {
        guard let path = details.posterPath else { return "none" }
        return TerminalSanitizer.sanitized(details.posterURL ?? path) + " (p saves it)"
    }
}

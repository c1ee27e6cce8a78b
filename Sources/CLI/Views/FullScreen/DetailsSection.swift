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
        let top = min(state.detailsTop, Self.lastTop(contentCount: content.count, rows: rows))
        return ResultsListSection.padded([style.apply(.title, title)] + content.dropFirst(top), to: rows)
    }

    /// The largest scroll position that still fills the screen.
    static func lastTop(contentCount: Int, rows: Int) -> Int {
        max(0, contentCount - (rows - 1))
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

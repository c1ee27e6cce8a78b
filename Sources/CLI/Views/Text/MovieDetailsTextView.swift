import MoviesPresentation
import TerminalKit

/// One movie's details as text: title, tagline, a block of facts, and the overview wrapped to
/// the terminal's width, its links never wrapped (OSC 8 hyperlinks on a terminal, the title to
/// the movie's page). Every text from the network is sanitized.
@MainActor
struct MovieDetailsTextView {
    let traits: TerminalTraits

    private var style: TextStyle { TextStyle(usesColor: traits.usesColor, usesHyperlinks: traits.usesHyperlinks) }

    func render(_ details: MovieDetailsViewModel) -> String {
        let width = traits.columns
        // On a terminal, the title is a link to the movie's page (when the source has one).
        var lines = TextWrapping.lines(TerminalSanitizer.sanitized(details.title), columns: width)
            .map { line in style.apply(.title, details.webPageURL.map { style.link(line, to: $0) } ?? line) }
        if let tagline = details.tagline.map(TerminalSanitizer.sanitized), !tagline.isEmpty {
            lines += TextWrapping.lines(tagline, columns: width).map { style.apply(.dim, $0) }
        }
        lines.append("")
        lines += MovieDetailsFacts.lines(
            MovieDetailsFacts.facts(details) + MovieDetailsFacts.storyFacts(details), width: width, style: style)
        let overview = TerminalSanitizer.sanitized(details.overview)
        if !overview.isEmpty {
            lines.append("")
            lines += TextWrapping.lines(overview, columns: width)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

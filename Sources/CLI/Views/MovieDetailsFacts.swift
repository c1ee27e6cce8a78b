import MoviesPresentation
import TerminalKit

/// The labelled facts of a details screen ("Released  1979-05-25"), as the text view prints them
/// and the full screen shows them: one list of facts, one layout, for both.
@MainActor
enum MovieDetailsFacts {
    /// The label column's width: the longest label and two spaces.
    static let labelWidth = 10

    /// The facts known of `details`, sanitized, in the order they are shown; the id in its
    /// text form (`c6088` for the catalog).
    static func facts(_ details: MovieDetailsViewModel) -> [(label: String, value: String)] {
        var facts: [(String, String)] = []
        if let original = details.originalTitle.map(TerminalSanitizer.sanitized), !original.isEmpty,
            original != TerminalSanitizer.sanitized(details.title)
        {
            facts.append(("Original", original))
        }
        facts.append(("Released", details.releaseText))
        if let runtime = details.runtimeText { facts.append(("Runtime", runtime)) }
        let genres = TerminalSanitizer.sanitized(details.genresText)
        if !genres.isEmpty { facts.append(("Genres", genres)) }
        let votes = details.voteCount == 1 ? "1 vote" : "\(details.voteCount) votes"
        facts.append(("Rating", details.voteCount > 0 ? "\(details.ratingText) (\(votes))" : details.ratingText))
        if let status = details.status.map(TerminalSanitizer.sanitized), !status.isEmpty {
            facts.append(("Status", status))
        }
        facts.append(("ID", details.movieID.description))
        if let page = details.webPageURL { facts.append(("Web", TerminalSanitizer.sanitized(page))) }
        return facts
    }

    /// `facts` laid out in `width` columns: the label, then the value wrapped beside it.
    static func lines(_ facts: [(label: String, value: String)], width: Int, style: TextStyle) -> [String] {
        var lines: [String] = []
        for (label, value) in facts {
            let room = max(width - labelWidth, 1)
            for (index, part) in TextWrapping.lines(value, columns: room).enumerated() {
                let head = index == 0 ? style.apply(.heading, label) : ""
                lines.append(head + String(repeating: " ", count: labelWidth - (index == 0 ? label.count : 0)) + part)
            }
        }
        return lines
    }
}

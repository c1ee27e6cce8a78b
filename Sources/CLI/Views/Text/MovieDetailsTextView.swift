import MoviesPresentation

/// One movie's details as text: title, tagline, a block of facts, and the overview wrapped to
/// the terminal's width. Every text from the network is sanitized.
@MainActor
struct MovieDetailsTextView {
    let traits: TerminalTraits
    /// Where the movie comes from: its id is written as `MovieReference` writes it.
    let source: MoviesSourceKind

    private var style: TextStyle { TextStyle(usesColor: traits.usesColor) }

    func render(_ details: MovieDetailsViewModel) -> String {
        let width = traits.columns
        var lines = TextWrapping.lines(TerminalSanitizer.sanitized(details.title), columns: width)
            .map { style.apply(.title, $0) }
        if let tagline = details.tagline.map(TerminalSanitizer.sanitized), !tagline.isEmpty {
            lines += TextWrapping.lines(tagline, columns: width).map { style.apply(.dim, $0) }
        }
        lines.append("")
        for (label, value) in facts(details) {
            let room = max(width - Self.labelWidth, 1)
            for (index, part) in TextWrapping.lines(value, columns: room).enumerated() {
                let head = index == 0 ? style.apply(.heading, label) : ""
                lines.append(
                    head + String(repeating: " ", count: Self.labelWidth - (index == 0 ? label.count : 0)) + part)
            }
        }
        let overview = TerminalSanitizer.sanitized(details.overview)
        if !overview.isEmpty {
            lines.append("")
            lines += TextWrapping.lines(overview, columns: width)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The label column's width: the longest label and two spaces.
    private static let labelWidth = 10

    private func facts(_ details: MovieDetailsViewModel) -> [(String, String)] {
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
        facts.append(("ID", MovieReference(source: source, id: details.movieID).text))
        return facts
    }
}

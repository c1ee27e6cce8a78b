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
        if let language = details.originalLanguageText { facts.append(("Language", "\(language) (original)")) }
        facts.append(("Released", details.releaseText))
        if let runtime = details.runtimeText { facts.append(("Runtime", runtime)) }
        let genres = TerminalSanitizer.sanitized(details.genresText)
        if !genres.isEmpty { facts.append(("Genres", genres)) }
        facts.append(("Rating", details.votesText.map { "\(details.ratingText) (\($0))" } ?? details.ratingText))
        if let rated = details.certificationText { facts.append(("Rated", TerminalSanitizer.sanitized(rated))) }
        if let budget = details.budgetText { facts.append(("Budget", budget)) }
        if let revenue = details.revenueText { facts.append(("Revenue", revenue)) }
        if let status = details.status.map(TerminalSanitizer.sanitized), !status.isEmpty {
            facts.append(("Status", status))
        }
        facts.append(("ID", (details.details?.movie.id ?? details.movieID).description))
        if let imdb = details.imdbID { facts.append(("IMDb", imdb)) }
        if let page = details.webPageURL { facts.append(("Web", TerminalSanitizer.sanitized(page))) }
        if let homepage = details.homepage { facts.append(("Homepage", TerminalSanitizer.sanitized(homepage))) }
        return facts
    }

    /// The story's facts, after `facts` (and in the full screen, the poster's): who made it, the
    /// top-billed cast (a line each, under one label), its collection, trailer and where to
    /// watch, with the credit TMDB's terms ask for (in one line when nothing is listed there).
    static func storyFacts(_ details: MovieDetailsViewModel) -> [(label: String, value: String)] {
        var facts: [(String, String)] = []
        if let directors = details.directorsText { facts.append(("Directed", directors)) }
        if let writers = details.writersText { facts.append(("Written", writers)) }
        let more = details.castLeftOut > 0 ? ["and \(details.castLeftOut) more"] : []
        for (index, line) in (details.castLines + more).enumerated() { facts.append((index == 0 ? "Cast" : "", line)) }
        if let collection = details.collection { facts.append(("Part of", collection)) }
        if let trailer = details.trailerURL { facts.append(("Trailer", trailer)) }
        let watch = details.watchLines + [details.watchLink, MovieDetailsViewModel.watchCredit].compactMap { $0 }
        if !details.watchLines.isEmpty {
            for (index, line) in watch.enumerated() { facts.append((index == 0 ? "Watch" : "", line)) }
        } else if let nothing = details.watchNothingText {
            facts.append(("Watch", "\(nothing) (\(MovieDetailsViewModel.watchCredit))"))
        }
        return facts.map { ($0.0, TerminalSanitizer.sanitized($0.1)) }
    }

    /// `facts` laid out in `width` columns: the label, then the value wrapped beside it. A link
    /// is never wrapped (a split address opens nothing and needs repair when copied): beside its
    /// label when it fits, else on a line of its own, wider than `width` if it must be, or, when
    /// `cutsLinks` (the full screen, which never writes past its edge), cut to `width` with "…";
    /// on a terminal it is a hyperlink (`TextStyle.link`) to the whole address. A note after the
    /// address (`URL (p saves it)`) follows it when both fit, else goes on the next line.
    static func lines(
        _ facts: [(label: String, value: String)], width: Int, style: TextStyle, cutsLinks: Bool = false
    ) -> [String] {
        var lines: [String] = []
        let room = max(width - labelWidth, 1)
        let indent = String(repeating: " ", count: labelWidth)
        for (label, value) in facts {
            let head = style.apply(.heading, label) + String(repeating: " ", count: labelWidth - label.count)
            guard let (address, note) = linkAndNote(value) else {
                for (index, part) in TextWrapping.lines(value, columns: room).enumerated() {
                    lines.append((index == 0 ? head : indent) + part)
                }
                continue
            }
            let shown = cutsLinks ? TextTruncation.truncated(address, toColumns: width) : address
            let link = style.link(shown, to: address)
            if note.isEmpty || DisplayWidth.of(address) + 1 + DisplayWidth.of(note) > room {
                if DisplayWidth.of(address) <= room {
                    lines.append(head + link)
                } else {
                    if !label.isEmpty { lines.append(style.apply(.heading, label)) }
                    lines.append(link)
                }
                lines += note.isEmpty ? [] : TextWrapping.lines(note, columns: room).map { indent + $0 }
            } else {
                lines.append(head + link + " " + note)
            }
        }
        return lines
    }

    /// `value` as a web address and the note after it (`""` when there is none), or `nil` when
    /// it does not start with one.
    static func linkAndNote(_ value: String) -> (address: String, note: String)? {
        let address = String(value.prefix { $0 != " " })
        guard isLink(address) else { return nil }
        return (address, String(value.dropFirst(address.count).drop { $0 == " " }))
    }

    /// Whether `value` is a web address alone: one word starting `https://` or `http://`.
    static func isLink(_ value: String) -> Bool {
        (value.hasPrefix("https://") || value.hasPrefix("http://")) && !value.contains(" ")
    }
}

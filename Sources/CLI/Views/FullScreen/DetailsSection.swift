import MoviesPresentation
import TerminalImages
import TerminalKit

/// One movie's details under the search field: its title as the heading, then the tagline, the
/// facts (original title, release, runtime, genres, rating, the poster's URL), the story (the
/// director, the cast, the trailer, where to watch) and the overview, wrapped to the width (an
/// address cut at the edge, never split) and scrolled by the arrows when they are longer than
/// the screen. Once drawn, the poster stands beside them (below them when the screen is narrow).
@MainActor
struct DetailsSection {
    /// Narrower than this, the poster goes above the text instead of beside it.
    static let besideFrom = 64

    let style: TextStyle
    var images = ImageProtocol.none

    /// The cells a poster may take on a screen of `size`'s body: two fifths of a wide screen,
    /// the body's height under the heading; on a narrow one, the width and half the height.
    static func posterArea(_ size: TerminalSize) -> TerminalSize {
        let rows = FullScreenView.bodyRows(size) - 1
        guard size.columns >= besideFrom else { return TerminalSize(columns: size.columns, rows: max(0, rows / 2)) }
        return TerminalSize(columns: size.columns * 2 / 5, rows: max(0, rows))
    }

    /// Exactly `rows` lines of at most `columns` columns, and the poster's overlay when it is
    /// drawn by an escape sequence (its position counted from the section's first row).
    func lines(_ details: MovieDetailsViewModel, state: FullScreenViewState, rows: Int, columns: Int)
        -> (lines: [String], overlay: ScreenFrame.Overlay?)
    {
        let title = TextTruncation.truncated(TerminalSanitizer.sanitized(details.title), toColumns: columns)
        // The title is a link to the movie's page, as `show`'s is, where the terminal takes links.
        let heading =
            details.webPageURL.map { style.link(style.apply(.title, title), to: $0) } ?? style.apply(.title, title)
        guard let poster = poster(for: details, state: state) else {
            let content = contentLines(details, state: state, columns: columns)
            return (LineLayout.padded([heading] + state.details.shown(content, visibleRows: rows - 1), to: rows), nil)
        }
        let fit = poster.drawing.fit
        let pictureRows = (0..<fit.rows).map { row in
            poster.drawing.lines.map { $0[row] } ?? String(repeating: " ", count: fit.columns)
        }
        if columns >= Self.besideFrom {
            let text = state.details.shown(
                contentLines(details, state: state, columns: columns - fit.columns - 2), visibleRows: rows - 1)
            let body = (0..<max(0, rows - 1)).map { row in
                let picture = row < fit.rows ? pictureRows[row] : String(repeating: " ", count: fit.columns)
                let words = text.dropFirst(row).first ?? ""
                return words.isEmpty ? picture : picture + "  " + words
            }
            return (
                LineLayout.padded([heading] + body, to: rows),
                poster.overlay(at: .init(row: 1, column: 0), images: images)
            )
        }
        // Narrow: the poster below the text, scrolled with it; an overlay only while all in view.
        let text = contentLines(details, state: state, columns: columns)
        let content = text + [""] + pictureRows
        let shown = state.details.shown(content, visibleRows: rows - 1)
        let first = text.count + 1 - shown.startIndex  // the picture's first row among those shown
        let overlay =
            first >= 0 && first + fit.rows <= rows - 1
            ? poster.overlay(at: .init(row: 1 + first, column: 0), images: images) : nil
        return (LineLayout.padded([heading] + shown, to: rows), overlay)
    }

    /// The lines the arrows scroll through on a screen `columns` wide.
    func scrolledLineCount(_ details: MovieDetailsViewModel, state: FullScreenViewState, columns: Int) -> Int {
        guard let poster = poster(for: details, state: state) else {
            return contentLines(details, state: state, columns: columns).count
        }
        let fit = poster.drawing.fit
        return columns >= Self.besideFrom
            ? contentLines(details, state: state, columns: columns - fit.columns - 2).count
            : contentLines(details, state: state, columns: columns).count + 1 + fit.rows
    }

    /// Whether the details are longer than the rows under their heading: only then do the arrows
    /// scroll them, and the key hints and the keys overlay offer them.
    func scrolls(_ details: MovieDetailsViewModel, state: FullScreenViewState) -> Bool {
        scrolledLineCount(details, state: state, columns: state.size.columns) > FullScreenView.bodyRows(state.size) - 1
    }

    /// The drawing for this movie at this screen's size, once made.
    private func poster(for details: MovieDetailsViewModel, state: FullScreenViewState) -> PosterInView? {
        guard let poster = state.poster,
            poster.key == .init(movieID: details.movieID, area: Self.posterArea(state.size)),
            poster.drawing.fit.columns > 0
        else { return nil }
        return poster
    }

    /// Every line beside or under the poster, before scrolling.
    func contentLines(_ details: MovieDetailsViewModel, state: FullScreenViewState, columns: Int) -> [String] {
        var lines: [String] = []
        if let tagline = details.tagline.map(TerminalSanitizer.sanitized), !tagline.isEmpty {
            lines += TextWrapping.lines(tagline, columns: columns).map { style.apply(.dim, $0) }
        }
        lines.append("")
        // A movie without a poster (every one of the catalog's) has no Poster row to offer.
        let poster = details.posterPath == nil ? [] : [("Poster", posterText(details, state: state))]
        let facts = MovieDetailsFacts.facts(details) + poster + MovieDetailsFacts.storyFacts(details)
        lines += MovieDetailsFacts.lines(facts, width: columns, style: style, cutsLinks: true)
        let overview = TerminalSanitizer.sanitized(details.overview)
        if !overview.isEmpty {
            lines.append("")
            lines += TextWrapping.lines(overview, columns: columns)
        }
        return lines
    }

    /// Where the poster is, or why it cannot be shown (it could not be fetched, or drawn).
    private func posterText(_ details: MovieDetailsViewModel, state: FullScreenViewState) -> String {
        guard let path = details.posterPath else { return "" }
        if images != .none, let problem = state.posterProblem, problem.movieID == details.movieID {
            return "cannot be shown: " + TerminalSanitizer.sanitized(problem.reason)
        }
        if images != .none, let error = details.posterError {
            return "cannot be shown: " + TerminalSanitizer.sanitized(error.messageWithRemedy)
        }
        return TerminalSanitizer.sanitized(details.posterURL ?? path) + " (p saves it)"
    }
}

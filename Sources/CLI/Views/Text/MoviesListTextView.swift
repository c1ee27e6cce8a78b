import HumanText
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// The search results as text: what the source read differently and, when it found little,
/// what it holds; a line saying what was found and where from; then a table of the movies that
/// fits the terminal's width. Every text from the network is sanitized.
@MainActor
struct MoviesListTextView {
    let traits: TerminalTraits
    /// Where the movies come from.
    let source: SourceOption

    private var style: TextStyle { TextStyle(usesColor: traits.usesColor) }

    /// The summary and the rows of `list.items[rows]`, numbered from 1 + `rows.lowerBound`
    /// when `numbered` (the interactive flow opens a movie by its number); without `header`,
    /// the rows alone; without `notes`, nor what the source read otherwise or holds (`movies
    /// search` says those on stderr); `title` is a row's title (a list's may say more).
    func render(
        _ list: MoviesListViewModel, rows: Range<Int>, pages: ClosedRange<Int>, numbered: Bool, header: Bool = true,
        notes: Bool = true, title: (MoviesListItemViewModel) -> String = { $0.title }
    ) -> String {
        let query = TerminalSanitizer.sanitized(list.quotedQuery)
        let notes = header && notes && list.hasSearchNotes
        let hint = notes ? CoverageHint.text(list).map { [style.apply(.dim, $0)] } ?? [] : []
        guard !list.items.isEmpty else {
            return ([TerminalSanitizer.sanitized(list.emptyText(page: pages.lowerBound))] + hint).joined(
                separator: "\n")
                + "\n"
        }
        let table = TextTable(
            columns: (numbered ? [TextTable.Column("#", alignRight: true)] : []) + [
                // The ID is never cut: it is what `movies show` takes. The title gives way first,
                // then the rating and the year are left out.
                TextTable.Column("Title", flexible: true), TextTable.Column("Year", dropRank: 1),
                TextTable.Column("Rating", alignRight: true, dropRank: 0), TextTable.Column("ID", alignRight: true),
            ],
            rows: list.items[rows.clamped(to: list.items.indices)].enumerated().map { offset, item in
                (numbered ? [String(rows.lowerBound + offset + 1)] : []) + [
                    TerminalSanitizer.sanitized(title(item)),
                    item.yearText, item.ratingText,
                    item.id.description,
                ]
            })
        let correction =
            notes ? list.correctionText.map { [style.apply(.accent, TerminalSanitizer.sanitized($0))] } ?? [] : []
        let summary = header ? [summary(list, query: query, pages: pages)] : []
        let lines = correction + hint + summary + table.lines(width: traits.columns, style: style, header: header)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"star wars": 45 movies, page 1 of 3 (offline catalog)`; `"heat" (1995): …` with a year.
    private func summary(_ list: MoviesListViewModel, query: String, pages: ClosedRange<Int>) -> String {
        let count = list.countText
        let pageText =
            pages.count == 1
            ? "page \(pages.lowerBound) of \(MovieFormatting.grouped(list.totalPageCount))"
            : "pages \(pages.lowerBound)-\(pages.upperBound) of \(MovieFormatting.grouped(list.totalPageCount))"
        let line = TextTruncation.truncated(
            "\(query): \(count), \(pageText)\(Self.sourceText(list.source, offline: source == .catalog))",
            toColumns: traits.columns)
        return style.apply(.accent, line)
    }

    /// Where the page came from, when it is not TMDB's answer now: a cached copy's age, or
    /// the offline source's name.
    private static func sourceText(_ source: MoviesPageSource?, offline: Bool) -> String {
        guard let source else { return "" }
        if let age = source.cachedAge { return " (cached \(AgeText.text(age)) ago)" }
        return offline ? " (\(source.name))" : ""
    }
}

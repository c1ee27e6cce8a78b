import HumanText
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// The search results as text: a line saying what was found and where from, then a table of
/// the movies that fits the terminal's width. Every text from the network is sanitized.
@MainActor
struct MoviesListTextView {
    let traits: TerminalTraits
    /// Where the movies come from.
    let source: MoviesSourceKind

    private var style: TextStyle { TextStyle(usesColor: traits.usesColor) }

    /// The summary and the rows of `list.items[rows]`, numbered from 1 + `rows.lowerBound`
    /// when `numbered` (the interactive flow opens a movie by its number); without `header`,
    /// the rows alone.
    func render(
        _ list: MoviesListViewModel, rows: Range<Int>, pages: ClosedRange<Int>, numbered: Bool, header: Bool = true
    ) -> String {
        let query = TerminalSanitizer.sanitized(list.query)
        guard !list.items.isEmpty else { return Self.emptyText(list, page: pages.lowerBound) + "\n" }
        let table = TextTable(
            columns: (numbered ? [TextTable.Column("#", alignRight: true)] : []) + [
                // The ID is never cut: it is what `movies show` takes. The title gives way first,
                // then the rating and the year are left out.
                TextTable.Column("Title", flexible: true), TextTable.Column("Year", dropRank: 1),
                TextTable.Column("Rating", alignRight: true, dropRank: 0), TextTable.Column("ID", alignRight: true),
            ],
            rows: list.items[rows.clamped(to: list.items.indices)].enumerated().map { offset, item in
                (numbered ? [String(rows.lowerBound + offset + 1)] : []) + [
                    TerminalSanitizer.sanitized(item.title), item.yearText, item.ratingText,
                    item.id.description,
                ]
            })
        let correction = header ? Self.correctionText(list).map { [style.apply(.accent, $0)] } ?? [] : []
        let summary = header ? [summary(list, query: query, pages: pages)] : []
        let lines = correction + summary + table.lines(width: traits.columns, style: style, header: header)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `showing results for "jurassic park"` when the source corrected the query's words (a
    /// year it read in them is not a correction: `yearText` says so).
    static func correctionText(_ list: MoviesListViewModel) -> String? {
        guard let searched = list.searchedAs else { return nil }
        var typed = list.query.split(separator: " ").map(String.init)
        if let year = searched.year, let index = typed.lastIndex(of: String(year)) { typed.remove(at: index) }
        guard searched.comparisonKey != typed.joined(separator: " ").lowercased() else { return nil }
        return "showing results for \"\(TerminalSanitizer.sanitized(searched.text))\""
    }

    /// `searching "alien" (year 1979)` when the source read a year in the query's words.
    static func yearText(_ list: MoviesListViewModel) -> String? {
        guard let searched = list.searchedAs, let year = searched.year else { return nil }
        return "searching \"\(TerminalSanitizer.sanitized(searched.text))\" (year \(year))"
    }

    /// What a search that shows no movie says: that it found nothing, or that `page` is past
    /// its last page (`Page 4 is past the last: "alien" has 51 movies on 3 pages.`).
    static func emptyText(_ list: MoviesListViewModel, page: Int) -> String {
        let query = TerminalSanitizer.sanitized(list.query)
        guard list.omittedResults.isEmpty else {
            return "Page \(page) of \"\(query)\" has no movie that can be shown: \(omittedCount(list)) left out."
        }
        guard list.totalResults > 0 else { return "\(list.emptyDataTitle) for \"\(query)\"." }
        let pages = list.totalPageCount == 1 ? "1 page" : "\(list.totalPageCount) pages"
        return "Page \(page) is past the last: \"\(query)\" has \(Self.count(list.totalResults)) on \(pages)."
    }

    /// `2 results TMDB sent were left out: result 3 (movie 603: its vote_average 1e+18 is
    /// outside 0…10); …`, or `nil` when every result could be shown.
    static func omittedText(_ list: MoviesListViewModel) -> String? {
        guard !list.omittedResults.isEmpty else { return nil }
        let reasons = list.omittedResults.map(TerminalSanitizer.sanitized).joined(separator: "; ")
        return "\(omittedCount(list)) left out, the data sent for \(list.omittedResults.count == 1 ? "it" : "them") "
            + "is invalid: \(reasons)"
    }

    private static func omittedCount(_ list: MoviesListViewModel) -> String {
        list.omittedResults.count == 1 ? "1 result was" : "\(list.omittedResults.count) results were"
    }

    private static func count(_ movies: Int) -> String {
        movies == 1 ? "1 movie" : "\(movies) movies"
    }

    /// `"star wars": 45 movies, page 1 of 3 (offline catalog)`.
    private func summary(_ list: MoviesListViewModel, query: String, pages: ClosedRange<Int>) -> String {
        let count = Self.count(list.totalResults)
        let pageText =
            pages.count == 1
            ? "page \(pages.lowerBound) of \(list.totalPageCount)"
            : "pages \(pages.lowerBound)-\(pages.upperBound) of \(list.totalPageCount)"
        let line = TextTruncation.truncated(
            "\"\(query)\": \(count), \(pageText)\(Self.sourceText(list.source, offline: source == .catalog))",
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

import MoviesDomain

/// What the search screen says, alike in every view. Texts from the source are left as they came:
/// a view sanitizes what it prints.
extension MoviesListViewModel {
    /// `1 movie`, `45 movies`, `58,788 movies`: how many the search found in all (the filters'
    /// matches, from a source that filters all its matches); from one that filtered only the
    /// pages it fetched, how many of those match (`7 of the 60 loaded match, of 222 movies`), or
    /// of all of them once all are loaded (`5 of 9 movies match`).
    public var countText: String {
        let found = totalResults == 1 ? "1 movie" : "\(MovieFormatting.grouped(totalResults)) movies"
        guard arrangement?.filters == true, let fetchedCount else { return found }
        let match = items.count == 1 ? "matches" : "match"
        guard fetchedCount < totalResults else { return "\(items.count) of \(found) \(match)" }
        return "\(items.count) of the \(MovieFormatting.grouped(fetchedCount)) loaded \(match), of \(found)"
    }

    /// The year the search asks apart from its words (`--year`, a recent search's), which they
    /// do not say.
    public var askedYear: Int? { request?.query.year }

    /// The search as the screens name it: `"heat"`, with the year asked `"heat" (1995)`.
    public var quotedQuery: String { "\"\(query)\"" + (askedYear.map { " (\($0))" } ?? "") }

    /// `2 results were left out, the data sent for them is invalid: …` (the first three reasons,
    /// then how many more: one short line however many), or `nil` when every result could be shown.
    public var omittedText: String? {
        guard !omittedResults.isEmpty else { return nil }
        let named = 3
        let more = omittedResults.count > named ? "; and \(omittedResults.count - named) more" : ""
        return "\(omittedCount) left out, the data sent for \(omittedResults.count == 1 ? "it" : "them") "
            + "is invalid: \(omittedResults.prefix(named).joined(separator: "; "))\(more)"
    }

    /// What a search that found nothing says: `No movies found for "alien".`, with filters `No
    /// movies for "alien" match these filters.`, or what the feed shown says of itself (`No
    /// person named "tom hanks".`, `No movies match these filters.`).
    public var nothingFoundText: String {
        if let empty = feed?.emptyTitle { return empty }
        if arrangement?.filters == true { return "No movies for \(quotedQuery) match these filters." }
        return "\(emptyDataTitle) for \(quotedQuery)."
    }

    /// What a search showing no movie says for `page`: found nothing, nothing showable,
    /// `Page 4 is past the last: "alien" has 51 movies on 3 pages.`, or, for a page the totals
    /// put within them, `TMDB sent page 1 of "alien" empty, though it reports 100 movies on 5
    /// pages.`
    public func emptyText(page: Int) -> String {
        guard omittedResults.isEmpty else {
            return "Page \(page) of \(quotedQuery) has no movie that can be shown: \(omittedCount) left out."
        }
        guard totalResults > 0 else { return nothingFoundText }
        if arrangement?.filters == true, let fetchedCount, currentPage >= page {
            return "None of the \(MovieFormatting.grouped(fetchedCount)) loaded match the filters: "
                + "\(quotedQuery) has \(MovieFormatting.grouped(totalResults)) before them."
        }
        let pages = totalPageCount == 1 ? "1 page" : "\(MovieFormatting.grouped(totalPageCount)) pages"
        guard page > totalPageCount else {
            return "\(source?.name ?? "The source") sent page \(page) of \(quotedQuery) empty, "
                + "though it reports \(countText) on \(pages)."
        }
        return "Page \(page) is past the last: \(quotedQuery) has \(countText) on \(pages)."
    }

    private var omittedCount: String {
        omittedResults.count == 1 ? "1 result was" : "\(omittedResults.count) results were"
    }
}

import MoviesDomain

/// What the search screen says, alike in every view. Texts from the source are left as they came:
/// a view sanitizes what it prints.
extension MoviesListViewModel {
    /// `1 movie`, `45 movies`: how many the search found in all (the filters' matches, from a
    /// source that filters all its matches); from one that filtered only the pages it fetched,
    /// how many of those match (`7 of the 60 loaded match, of 222 movies`).
    public var countText: String {
        let found = totalResults == 1 ? "1 movie" : "\(totalResults) movies"
        guard arrangement.filters, let fetchedCount else { return found }
        return "\(items.count) of the \(fetchedCount) loaded match, of \(found)"
    }

    /// `sorted by rating`, `years 1979–1985`, `Action or Drama`, `rating ≥ 7`, `≥ 1000 votes`:
    /// how the results are arranged, or `nil` when as the source sent them.
    public var arrangementText: String? {
        var parts: [String] = []
        if arrangement.sort != .relevance {
            // A source that sorts only what it fetched sorts each page alone.
            parts.append("sorted by \(arrangement.sort.rawValue)\(fetchedCount == nil ? "" : " within each page")")
        }
        if let years = arrangement.years {
            parts.append(
                years.count == 1 ? "year \(years.lowerBound)" : "years \(years.lowerBound)–\(years.upperBound)")
        }
        if !arrangement.genres.isEmpty {
            parts.append(arrangement.genresInOrder.map(\.name).joined(separator: " or "))
        }
        if let rating = arrangement.minRating {
            parts.append("rating ≥ \(MovieFormatting.rating(rating, voteCount: 1))")
        }
        if let votes = arrangement.minVotes { parts.append("≥ \(votes) votes") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `showing results for "jurassic park"` when the source corrected the query's words (a
    /// year it read in them is not a correction: `searchedYearText` says so), or
    /// `no title has "3"; showing matches for "harry potter"` when it left words out.
    public var correctionText: String? {
        guard let searched = searchedAs else { return nil }
        if !leftOutWords.isEmpty {
            let words = leftOutWords.map { "\"\($0)\"" }.joined(separator: " or ")
            return "no title has \(words); showing matches for \"\(searched.text)\""
        }
        var typed = query.split(separator: " ").map(String.init)
        if let year = searched.year, let index = typed.lastIndex(of: String(year)) { typed.remove(at: index) }
        guard searched.comparisonKey != typed.joined(separator: " ").lowercased() else { return nil }
        return "showing results for \"\(searched.text)\""
    }

    /// `the offline catalog holds films up to 2005` when a search of a source that holds less
    /// than TMDB found nothing or only matches with words left out: what it holds, so that the
    /// user knows where else to look.
    public var coverageText: String? {
        guard let source, let coverage = source.coverage, totalResults == 0 || !leftOutWords.isEmpty else {
            return nil
        }
        return "the \(source.name) holds \(coverage)"
    }

    /// `searching "alien" (year 1979)` when the source read a year in the query's words.
    public var searchedYearText: String? {
        guard let searched = searchedAs, let year = searched.year else { return nil }
        return "searching \"\(searched.text)\" (year \(year))"
    }

    /// `2 results were left out, the data sent for them is invalid: …`, or `nil` when every
    /// result could be shown.
    public var omittedText: String? {
        guard !omittedResults.isEmpty else { return nil }
        return "\(omittedCount) left out, the data sent for \(omittedResults.count == 1 ? "it" : "them") "
            + "is invalid: \(omittedResults.joined(separator: "; "))"
    }

    /// What a search showing no movie says for `page`: found nothing, nothing showable, or
    /// `Page 4 is past the last: "alien" has 51 movies on 3 pages.`
    public func emptyText(page: Int) -> String {
        guard omittedResults.isEmpty else {
            return "Page \(page) of \"\(query)\" has no movie that can be shown: \(omittedCount) left out."
        }
        guard totalResults > 0 else { return "\(emptyDataTitle) for \"\(query)\"." }
        if arrangement.filters, let fetchedCount, currentPage >= page {
            return "None of the \(fetchedCount) loaded match the filters: \"\(query)\" has \(totalResults) before them."
        }
        let pages = totalPageCount == 1 ? "1 page" : "\(totalPageCount) pages"
        return "Page \(page) is past the last: \"\(query)\" has \(countText) on \(pages)."
    }

    private var omittedCount: String {
        omittedResults.count == 1 ? "1 result was" : "\(omittedResults.count) results were"
    }
}

import MoviesDomain

/// What the search screen says when the source read the query otherwise than typed (a word
/// corrected or left out, a year read in the words) or holds less than TMDB, alike in every
/// view: only when `hasSearchNotes`. Texts from the source are left as they came: a view
/// sanitizes what it prints.
extension MoviesListViewModel {
    /// The query the source searched when it read `query` differently (`MoviesPage.searchedAs`).
    public var searchedAs: MovieQuery? { pages.last?.searchedAs }
    /// The query's words the source left out, as no result has them (`MoviesPage.leftOutWords`).
    public var leftOutWords: [String] { pages.last?.leftOutWords ?? [] }

    /// `showing results for "jurassic park"` when the source corrected the query's words (a
    /// year it read in them is not a correction: `searchedYearText` says so; with a correction,
    /// this says it too, `showing results for "jurassic park" (year 1993)`, so that one sentence
    /// says what was searched), or
    /// `no title has all of "harry potter 3"; showing matches for "harry potter"` when it left
    /// words out: true whether or not some title has a word left out (titles have "3", none with
    /// the others), and it names what was searched instead.
    public var correctionText: String? {
        guard let searched = searchedAs else { return nil }
        let year = searched.year.map { " (year \($0))" } ?? ""
        if !leftOutWords.isEmpty {
            return "no title has all of \"\(query)\"; showing matches for \"\(searched.text)\"\(year)"
        }
        var typed = query.split(separator: " ").map(String.init)
        // The year as typed, in brackets too: "gladiator (2000)" is "gladiator" of 2000.
        if let year = searched.year,
            let index = typed.lastIndex(where: { $0.filter { !"()[]".contains($0) } == String(year) })
        {
            typed.remove(at: index)
        }
        guard searched.comparisonKey != typed.joined(separator: " ").lowercased() else { return nil }
        return "showing results for \"\(searched.text)\"\(year)"
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

    /// `searching "alien" (year 1979)` when the source read a year in the query's words and
    /// corrected none (`correctionText` says the year with a correction).
    public var searchedYearText: String? {
        guard let searched = searchedAs, let year = searched.year, correctionText == nil else { return nil }
        return "searching \"\(searched.text)\" (year \(year))"
    }
}

import MoviesDomain

/// How the sources that page their own results (the catalog, a JSON file) page them: as TMDB
/// does, so that a page number means the same whichever source answers.
enum LocalPaging {
    /// The positions (0-based, among all results) of the results on `page`.
    static func positions(of page: MoviesPageNumber) -> Range<Int> {
        // A page whose positions would pass `Int.max` holds nothing: clamped, never a trap.
        let (first, overflow) = (page.value - 1).multipliedReportingOverflow(by: TMDBService.pageSize)
        guard !overflow, first <= Int.max - TMDBService.pageSize else { return Int.max..<Int.max }
        return first..<first + TMDBService.pageSize
    }

    /// The movies of `page` among all of `movies`: none for a page past the last.
    static func movies(of page: MoviesPageNumber, in movies: [Movie]) -> [Movie] {
        Array(movies[positions(of: page).clamped(to: movies.indices)])
    }

    /// `page` of `totalResults` results, holding `movies`: the page count follows from the total.
    static func page(
        _ page: MoviesPageNumber, totalResults: Int, movies: [Movie], source: MoviesPageSource,
        notes: MoviesPageNotes? = nil
    ) -> MoviesPage {
        MoviesPage(
            page: page.value, totalPages: (totalResults + TMDBService.pageSize - 1) / TMDBService.pageSize,
            totalResults: totalResults, movies: movies, source: source, notes: notes)
    }
}

import MoviesPresentation

/// What every view says after the view model's `coverageText` (a catalog search that found
/// nothing, or left words out): how to search TMDB instead, the CLI's own business.
@MainActor
enum CoverageHint {
    /// `the offline catalog holds films up to 2005; set TMDB_ACCESS_TOKEN or TMDB_API_KEY to
    /// search TMDB`, or `nil` when the search needs no such word.
    static func text(_ list: MoviesListViewModel) -> String? {
        list.coverageText.map {
            "\($0); set \(EnvironmentVariable.accessToken.name) or \(EnvironmentVariable.apiKey.name) to search TMDB"
        }
    }
}

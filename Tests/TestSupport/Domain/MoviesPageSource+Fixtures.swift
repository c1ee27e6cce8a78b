import MoviesDomain

/// The sources the tests' pages come from, named as the app's repositories name theirs (TMDB's
/// and the catalog's repositories say so in `MoviesPageSourceNamesTests`).
extension MoviesPageSource {
    /// TMDB's answer now.
    public static let remote = MoviesPageSource(name: "TMDB")
    /// The offline catalog's answer.
    public static let catalog = MoviesPageSource(name: "offline catalog", coverage: "films up to 2005")

    /// TMDB's answer kept by the response cache since `age` ago.
    public static func cache(age: Duration) -> MoviesPageSource {
        MoviesPageSource(name: "TMDB", cachedAge: age)
    }
}

extension MoviesPage {
    /// A page of TMDB's answer now, as most tests need one.
    public init(
        page: Int, totalPages: Int, totalResults: Int, movies: [Movie], searchedAs: MovieQuery? = nil,
        omittedResults: [String] = []
    ) {
        self.init(
            page: page, totalPages: totalPages, totalResults: totalResults, movies: movies, source: .remote,
            notes: MoviesPageNotes(searchedAs: searchedAs, omittedResults: omittedResults).ifAny)
    }
}

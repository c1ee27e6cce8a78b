import MoviesDomain

/// What the Data layer follows of TMDB itself: its name, and how it pages search results.
public enum TMDBService {
    /// The name TMDB's pages say they come from (`MoviesPageSource.name`).
    public static let name = "TMDB"
    /// Results on a page: the app's (`MoviesPageNumber.resultsPerPage`), as TMDB sends them.
    public static let pageSize = MoviesPageNumber.resultsPerPage
    /// The pages TMDB serves: the app's searchable pages (`MoviesPageNumber.searchable`).
    public static let pages = MoviesPageNumber.searchable

    /// The movie's page on TMDB's web site.
    public static func webPage(ofMovie id: Int) -> String { "https://www.themoviedb.org/movie/\(id)" }
}

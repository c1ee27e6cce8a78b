/// What the Data layer follows of TMDB itself: its name, and how it pages search results.
public enum TMDBService {
    /// The name TMDB's pages say they come from (`MoviesPageSource.name`).
    public static let name = "TMDB"
    /// Results on a page.
    public static let pageSize = 20
    /// The pages TMDB serves.
    public static let pages = 1...500

    /// The movie's page on TMDB's web site.
    public static func webPage(ofMovie id: Int) -> String { "https://www.themoviedb.org/movie/\(id)" }
}

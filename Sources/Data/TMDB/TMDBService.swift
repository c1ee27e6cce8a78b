/// What the Data layer follows of TMDB itself: its name, and how it pages search results.
/// The inner layers know "the movie service" only; these are its facts, and the composition
/// root hands the command line the pages and page size from here.
public enum TMDBService {
    /// The name TMDB's pages say they come from (`MoviesPageSource.name`).
    public static let name = "TMDB"
    /// Results on a page, as TMDB sends them; the offline sources page alike.
    public static let pageSize = 20
    /// The pages TMDB serves: no search may ask for a page past 500 (a source that serves fewer
    /// says a page is past its last).
    public static let pages = 1...500

    /// The movie's page on TMDB's web site.
    public static func webPage(ofMovie id: Int) -> String { "https://www.themoviedb.org/movie/\(id)" }
}

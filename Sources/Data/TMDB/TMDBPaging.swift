/// How TMDB pages its search results: 20 a page, and no page past the 500th whatever the total.
public enum TMDBPaging {
    /// Results on a page.
    public static let pageSize = 20
    /// The pages TMDB serves.
    public static let pages = 1...500
}

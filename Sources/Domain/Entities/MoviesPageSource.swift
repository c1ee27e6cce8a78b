/// Where a page of results came from.
public enum MoviesPageSource: Sendable, Hashable {
    /// Fetched from TMDB just now.
    case remote
    /// Read from the response cache; `age` is how long ago TMDB sent it.
    case cache(age: Duration)
    /// Searched in the bundled offline catalog.
    case catalog
}

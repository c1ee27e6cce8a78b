import MoviesDomain

/// Where the movies search flow starts for a search, a movie's details or the recent queries (a
/// list without a query starts at `MoviesSearchFlowCoordinator.start(browsing:)`).
public enum MoviesSearchDeepLink: Sendable, Hashable {
    /// The results of a search, `pageCount` pages from `page` on; `options` `nil` leaves the
    /// search screen's default options.
    case search(query: String, year: Int? = nil, options: MovieSearchOptions? = nil, page: Int = 1, pageCount: Int = 1)
    /// The details of one movie.
    case movieDetails(id: Movie.ID)
    /// The recent queries, over an empty search screen (the interactive flow's first screen).
    case recentQueries
}

import MoviesDomain

/// Where the movies search flow starts: each CLI subcommand enters the flow through one.
public enum MoviesSearchDeepLink: Sendable, Hashable {
    /// The results of a search, `pageCount` pages from `page` on; `options` `nil` leaves the
    /// search screen's default options.
    case search(query: String, year: Int? = nil, options: MovieSearchOptions? = nil, page: Int = 1, pageCount: Int = 1)
    /// The details of one movie.
    case movieDetails(id: Movie.ID)
    /// The recent queries, over an empty search screen (the interactive flow's first screen).
    case recentQueries
}

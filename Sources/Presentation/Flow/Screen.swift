/// A screen of the movies search flow, carrying the view model a view renders.
public enum Screen: Sendable {
    /// The search screen: a query and its pages of results.
    case moviesList(MoviesListViewModel)
    /// The recent-query suggestions, presented over the search screen.
    case moviesQueryList(MoviesQueryListViewModel)
    /// One movie's details, pushed over the search screen.
    case movieDetails(MovieDetailsViewModel)
}

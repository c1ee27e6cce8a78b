import MoviesDomain

/// What the movies list asks of its coordinator, as closures (the iOS sample's
/// `MoviesListViewModelActions`); each is awaited until the next screen has loaded.
public struct MoviesListViewModelActions {
    /// Runs a search chosen among the query suggestions.
    public typealias DidSelectQuery = @MainActor (MovieQuery) async -> Void

    /// Opens the details of a movie; returns once they have loaded.
    public let showMovieDetails: @MainActor (Movie) async -> Void
    /// Shows the recent queries; the closure given runs the one chosen.
    public let showMovieQueriesSuggestions: @MainActor (@escaping DidSelectQuery) async -> Void
    /// Hides the recent queries, if shown.
    public let closeMovieQueriesSuggestions: @MainActor () -> Void

    /// Actions that do nothing by default: a list on its own (a one-shot search) navigates nowhere.
    public init(
        showMovieDetails: @escaping @MainActor (Movie) async -> Void = { _ in },
        showMovieQueriesSuggestions: @escaping @MainActor (@escaping DidSelectQuery) async -> Void = { _ in },
        closeMovieQueriesSuggestions: @escaping @MainActor () -> Void = {}
    ) {
        self.showMovieDetails = showMovieDetails
        self.showMovieQueriesSuggestions = showMovieQueriesSuggestions
        self.closeMovieQueriesSuggestions = closeMovieQueriesSuggestions
    }
}

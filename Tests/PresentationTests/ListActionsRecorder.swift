import MoviesDomain
import MoviesPresentation

/// Records what a movies list asked of its coordinator.
@MainActor
final class ListActionsRecorder {
    private(set) var shownMovies: [Movie] = []
    private(set) var suggestionsShownCount = 0
    private(set) var suggestionsClosedCount = 0
    /// The closure the list handed over to run a chosen suggestion.
    private(set) var didSelectQuery: MoviesListViewModelActions.DidSelectQuery?

    var actions: MoviesListViewModelActions {
        MoviesListViewModelActions(
            showMovieDetails: { [weak self] movie in self?.shownMovies.append(movie) },
            showMovieQueriesSuggestions: { [weak self] didSelect in
                self?.suggestionsShownCount += 1
                self?.didSelectQuery = didSelect
            },
            closeMovieQueriesSuggestions: { [weak self] in self?.suggestionsClosedCount += 1 }
        )
    }
}

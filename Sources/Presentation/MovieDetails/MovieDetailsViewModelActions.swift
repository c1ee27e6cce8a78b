/// What the details screen asks of its coordinator, as closures (as the list's
/// `MoviesListViewModelActions`): a view says what the user wants, the coordinator navigates.
public struct MovieDetailsViewModelActions {
    /// Leaves the details screen, back to the screen under it.
    public let close: @MainActor () -> Void
    /// Shows the movies like this one as a results list, over the details.
    public let showSimilarMovies: @MainActor () async -> Void

    /// Actions that do nothing by default: a details screen on its own (`movies show`)
    /// navigates nowhere.
    public init(
        close: @escaping @MainActor () -> Void = {}, showSimilarMovies: @escaping @MainActor () async -> Void = {}
    ) {
        (self.close, self.showSimilarMovies) = (close, showSimilarMovies)
    }
}

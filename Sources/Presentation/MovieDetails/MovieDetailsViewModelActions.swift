/// What the details screen asks of its coordinator, as closures (as the list's
/// `MoviesListViewModelActions`): a view says what the user wants, the coordinator navigates.
public struct MovieDetailsViewModelActions {
    /// Leaves the details screen, back to the screen under it.
    public let close: @MainActor () -> Void

    /// Actions that do nothing by default: a details screen on its own (`movies show`)
    /// navigates nowhere.
    public init(close: @escaping @MainActor () -> Void = {}) {
        self.close = close
    }
}

/// What the movies list is loading, so that a view can show the right progress.
public enum MoviesListLoading: Sendable, Hashable {
    /// Nothing: the list is idle.
    case none
    /// A new search: the whole screen waits.
    case fullScreen
    /// One more page: the list stays and grows at the bottom.
    case nextPage
}

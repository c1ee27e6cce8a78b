import MoviesDomain

/// How a details flow ended, reported by `MovieDetailsCoordinator` to its parent.
public enum MovieDetailsCoordinatorResult: Sendable, Hashable {
    /// The details screen left (back, pop to root, a new root); `loaded` says whether its
    /// details had arrived.
    case closed(movieID: Movie.ID, loaded: Bool)
}

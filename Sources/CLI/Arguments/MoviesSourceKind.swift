/// Where movies come from, as `--source` names it.
enum MoviesSourceKind: String, Sendable, Hashable, CaseIterable {
    case tmdb
    case catalog
}

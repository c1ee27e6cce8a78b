/// How a source that holds its matches, or fetched a page it could not ask to be arranged, applies
/// an arrangement itself: the filters kept (`keeps(_:)`), the order (`arranged(_:)`), and a page
/// narrowed with its notes (`narrowing(_:)`).
extension MovieArrangement {
    /// `page` as a source that could not ask for this arrangement shows it: its movies filtered and
    /// sorted here, `fetchedCount` saying how many it fetched; the totals stay the source's, as it
    /// counted before filtering.
    public func narrowing(_ page: MoviesPage) -> MoviesPage {
        MoviesPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            movies: arranged(page.movies), hasNextPage: page.hasNextPage, source: page.source,
            notes: narrowed(page.notes ?? MoviesPageNotes(), fetched: page.movies.count))
    }

    private func narrowed(_ notes: MoviesPageNotes, fetched: Int) -> MoviesPageNotes {
        var notes = notes
        notes.fetchedCount = notes.fetchedCount ?? fetched
        return notes
    }

    /// Whether `movie` passes every filter.
    public func keeps(_ movie: Movie) -> Bool {
        if let years, !(movie.releaseDate.map { years.contains($0.year) } ?? false) { return false }
        if !genres.isEmpty, genres.isDisjoint(with: movie.genres) { return false }
        if let minRating, movie.voteAverage < minRating { return false }
        if let voteFloor, movie.voteCount < voteFloor { return false }
        return true
    }

    /// `movies` filtered, then in `sort`'s order; ties keep the source's order.
    public func arranged(_ movies: [Movie]) -> [Movie] {
        let kept = movies.filter(keeps)
        return switch sort {
        case .relevance: kept
        case .rating: Self.sorted(kept, by: \.voteAverage, descending: true)
        case .votes: Self.sorted(kept, by: \.voteCount, descending: true)
        case .year: Self.sorted(kept, by: { $0.releaseDate?.year ?? .min }, descending: true)
        case .title: Self.sorted(kept, by: { $0.title.lowercased() }, descending: false)
        }
    }

    /// `movies` in the order of `key`, each movie's computed once (a title's lower case, over the
    /// 58,788 films a catalog's list sorts); equal keys keep their order.
    private static func sorted<Key: Comparable>(_ movies: [Movie], by key: (Movie) -> Key, descending: Bool) -> [Movie]
    {
        let keys = movies.map(key)
        return movies.indices.sorted { a, b in
            keys[a] == keys[b] ? a < b : descending ? keys[a] > keys[b] : keys[a] < keys[b]
        }.map { movies[$0] }
    }
}

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
        let kept = movies.enumerated().filter { keeps($0.element) }
        let before: (Movie, Movie) -> Bool? =
            switch sort {
            case .relevance: { _, _ in nil }
            case .rating: Self.order(by: \.voteAverage, descending: true)
            case .votes: Self.order(by: \.voteCount, descending: true)
            case .year: Self.order(by: { $0.releaseDate?.year ?? .min }, descending: true)
            case .title: Self.order(by: { $0.title.lowercased() }, descending: false)
            }
        return kept.sorted { before($0.element, $1.element) ?? ($0.offset < $1.offset) }.map(\.element)
    }

    /// Whether one movie goes before another by `key`; `nil` when their keys are equal.
    private static func order<Key: Comparable>(
        by key: @escaping (Movie) -> Key, descending: Bool
    ) -> (Movie, Movie) -> Bool? {
        { first, second in
            let (a, b) = (key(first), key(second))
            return a == b ? nil : descending ? a > b : a < b
        }
    }
}

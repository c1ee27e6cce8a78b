import MoviesDomain

/// What the search screen says of a sort and filters asked for (`arrangement`), alike in every view.
extension MoviesListViewModel {
    /// How many movies the source fetched for the pages loaded before it filtered them itself
    /// (`MoviesPage.fetchedCount`); `nil` when it filtered all its matches, or nothing.
    public var fetchedCount: Int? {
        let fetched = pages.compactMap(\.fetchedCount)
        return fetched.isEmpty ? nil : fetched.reduce(0, +)
    }

    /// `sorted by rating`, `years 1979–1985`, `genres Action or Drama`, `rating ≥ 7`, `≥ 1000
    /// votes`: how the results are arranged, or `nil` when as the source sent them.
    public var arrangementText: String? {
        guard let arrangement else { return nil }
        var parts: [String] = []
        if arrangement.sort != .relevance {
            // A source that sorts only what it fetched sorts each page alone.
            parts.append("sorted by \(arrangement.sort.rawValue)\(fetchedCount == nil ? "" : " within each page")")
        }
        if let years = arrangement.years {
            parts.append(
                years.count == 1 ? "year \(years.lowerBound)" : "years \(years.lowerBound)–\(years.upperBound)")
        }
        if !arrangement.genres.isEmpty {
            let names = arrangement.genresInOrder.map(\.name)
            parts.append((names.count == 1 ? "genre " : "genres ") + names.joined(separator: " or "))
        }
        if let rating = arrangement.minRating {
            parts.append("rating ≥ \(MovieFormatting.rating(rating, voteCount: 1))")
        }
        if let votes = arrangement.voteFloor { parts.append("≥ \(votes) vote\(votes == 1 ? "" : "s")") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

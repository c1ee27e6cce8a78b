import MoviesDomain

// MARK: - Lists

/// The lists the catalog can answer exactly, over all its films, as its search answers a sort
/// and filters (`MovieArrangement.arranged(_:)`): popular is the most voted, top rated the best
/// rated of those with at least `topRatedVoteFloor` votes, discover its filters and order. The
/// lists that need what the catalog lacks (today's films, who played in what, likeness) are not
/// found here.
extension CatalogMoviesRepository: MovieListsRepository {
    /// The votes a film needs to be in the top rated (IMDb users'): fewer, and a handful of
    /// enthusiasts put an obscure film first. 1,000 keeps about 2,400 of the 58,788.
    public static let topRatedVoteFloor = 1000

    /// The arrangement of all the catalog's films that `list` is, `nil` for a list it cannot answer.
    public static func arrangement(of list: MovieList) -> MovieArrangement? {
        switch list {
        case .popular: MovieArrangement(sort: .votes)
        case .topRated: MovieArrangement(sort: .rating, minVotes: topRatedVoteFloor)
        case .discover(let arrangement): arrangement
        case .upcoming, .nowPlaying, .trending, .similar, .person: nil
        }
    }

    /// One page of `list`, its totals counting every film it keeps; `language` and `region` do not
    /// apply (the catalog has one title per film and no release by country).
    public func listPage(
        _ list: MovieList, page: MoviesPageNumber, language: String?, region: String?,
        cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> MovieListPage {
        guard !Task.isCancelled else { throw .cancelled }
        let catalog = try catalog.get()
        guard let arrangement = Self.arrangement(of: list) else {
            throw .notFound(message: "The offline catalog has no \(list.name) list: it needs TMDB.")
        }
        // The catalog's order (its ranks) is the most voted first: a search's relevance.
        let films = arrangement.arranged((0..<catalog.movieCount).map { catalog.record(atRank: $0).movie })
        return MovieListPage(
            movies: LocalPaging.page(
                page, totalResults: films.count, movies: LocalPaging.movies(of: page, in: films),
                source: MoviesPageSource(name: Self.sourceName, coverage: Self.coverage)))
    }
}

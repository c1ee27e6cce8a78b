import MoviesDomain

// MARK: - Lists, genres, posters

/// The lists the catalog can answer exactly, over all its films (`LocalLists`: popular, top rated,
/// discover); its genres; its posters, which it has none of. What makes it an offline source that
/// answers every screen.
extension CatalogMoviesRepository: MovieListsRepository, OfflineMoviesRepository {
    /// One page of `list`, its totals counting every film it keeps; `language` and `region` do not
    /// apply (the catalog has one title per film and no release by country).
    public func listPage(
        _ list: MovieList, page: MoviesPageNumber, language: String?, region: String?,
        cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> MovieListPage {
        guard !Task.isCancelled else { throw .cancelled }
        let catalog = try catalog.get()
        // What it holds is said unless the films asked for are within its years: a discover of
        // the 1950s that keeps nothing lacks nothing newer.
        let withinItsYears =
            if case .discover(let arrangement) = list, let years = arrangement.years {
                years.upperBound <= Self.lastYear
            } else { false }
        // The catalog's order (its ranks) is the most voted first: a search's relevance.
        return try LocalLists.page(
            list, page, of: (0..<catalog.movieCount).map { catalog.record(atRank: $0).movie },
            source: MoviesPageSource(name: Self.sourceName, coverage: withinItsYears ? nil : Self.coverage),
            owner: "The offline catalog")
    }

    /// The catalog's genres (`CatalogMoviesRepository.genres`).
    public var genres: [Genre] { Self.genres }

    /// The catalog has no posters.
    public func posterImagesRepository() -> any PosterImagesRepository {
        NoPosterImagesRepository(sourceName: "the offline catalog")
    }
}

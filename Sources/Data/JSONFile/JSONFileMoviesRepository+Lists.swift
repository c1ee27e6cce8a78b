import MoviesDomain

// MARK: - Lists, genres, posters

/// The lists the file answers over all its movies, as the catalog does (`LocalLists`: popular,
/// top rated, discover); the genres its movies may carry, TMDB's; no posters. With these the file
/// stands in the offline catalog's place on every screen.
extension JSONFileMoviesRepository: MovieListsRepository, OfflineMoviesRepository {
    /// One page of `list` over the file's movies; `language` and `region` do not apply. The file
    /// has no older copy of anything, so `cached` is never called.
    public func listPage(
        _ list: MovieList, page: MoviesPageNumber, language: String?, region: String?,
        cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> MovieListPage {
        let movies = try await movies().map(\.movie)
        guard !Task.isCancelled else { throw .cancelled }
        return try LocalLists.page(
            list, page, of: movies, source: MoviesPageSource(name: sourceName), owner: sourceName)
    }

    /// The file's genres are TMDB's numbers and names: any of them may be named.
    public var genres: [Genre] { Genre.allCases }

    /// A file of movies has no posters.
    public func posterImagesRepository() -> any PosterImagesRepository {
        NoPosterImagesRepository(sourceName: sourceName)
    }
}

/// Fetches a list without a query (`MovieList`): popular, top rated, trending, discover, similar,
/// a person's films. Browsing is not searching: the recent queries are untouched.
public protocol FetchMovieListUseCase: Sendable {
    /// The request's pages, in order; pages after the first that lie past the last are left out.
    /// `cached` receives older copies of pages first.
    func execute(
        _ request: MovieListRequest, cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> [MovieListPage]
}

// MARK: - Interactor

/// `FetchMovieListUseCase` over a lists repository: the pages one after the other, stopping at the
/// last the first page counts.
public struct FetchMovieListInteractor: FetchMovieListUseCase {
    private let listsRepository: any MovieListsRepository

    /// A use case browsing `listsRepository`.
    public init(listsRepository: any MovieListsRepository) {
        self.listsRepository = listsRepository
    }

    /// Fetches `request.pageCount` pages from `request.page` on, at most
    /// `MovieSearchRequest.maxPageCount`, in order; none past the last.
    public func execute(
        _ request: MovieListRequest, cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> [MovieListPage] {
        let pages = try MoviesPageNumber.run(
            from: request.page, count: request.pageCount, maxCount: MovieSearchRequest.maxPageCount)
        var results: [MovieListPage] = []
        for page in pages {
            // The first page has the totals: a page after the last is not asked for.
            if let first = results.first, page.value > first.movies.totalPages { break }
            results.append(
                try await listsRepository.listPage(
                    request.list, page: page, language: request.language, region: request.region, cached: cached))
            guard !Task.isCancelled else { throw .cancelled }
        }
        return results
    }
}

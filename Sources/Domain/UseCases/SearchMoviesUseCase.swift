/// Searches movies and remembers what was searched.
public protocol SearchMoviesUseCase: Sendable {
    /// Fetches the request's pages and returns them in order; when all arrived and
    /// the search found something, saves the query to the recents once, unless
    /// `request.remembersQuery` is `false`. `cached` receives older copies of pages first.
    func execute(
        _ request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage]

    /// Fetches one more page of a search; the recents are untouched (paging is not searching).
    func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage

    /// Saves `query` to the recents, for a search run without remembering that the user then
    /// chose. A store that cannot save reports it itself; nothing is thrown.
    func rememberQuery(_ query: MovieQuery) async
}

// MARK: - Interactor

/// `SearchMoviesUseCase` over a movies repository and a recent-queries repository: one page, the
/// one the request starts at. Several pages at once are `MultiPageSearchMoviesInteractor`'s, which
/// the composition root puts around this one when a search asks for more than one.
public struct SearchMoviesInteractor: SearchMoviesUseCase {
    private let moviesRepository: any MoviesRepository
    private let queriesRepository: any MoviesQueriesRepository

    /// A use case searching `moviesRepository` and saving what was searched to `queriesRepository`.
    public init(moviesRepository: any MoviesRepository, queriesRepository: any MoviesQueriesRepository) {
        self.moviesRepository = moviesRepository
        self.queriesRepository = queriesRepository
    }

    /// Fetches `request.page`; saves the query when the search found something.
    public func execute(
        _ request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        let page = try await moviesRepository.moviesPage(
            for: request.query, page: try MoviesPageNumber(request.page), options: request.options, cached: cached)
        guard !Task.isCancelled else { throw .cancelled }
        // A query that found nothing would be a suggestion that leads nowhere.
        guard request.remembersQuery, page.totalResults > 0 else { return [page] }
        await rememberQuery(request.query)
        return [page]
    }

    /// Saves `query`; a failure to save must not take the results away: the store reports it.
    public func rememberQuery(_ query: MovieQuery) async {
        try? await queriesRepository.saveRecentQuery(query)
    }

    /// Fetches one page; the recents are untouched.
    public func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage {
        try await moviesRepository.moviesPage(
            for: request.query, page: try MoviesPageNumber(page), options: request.options, cached: { _ in })
    }
}

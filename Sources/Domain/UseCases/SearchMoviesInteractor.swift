/// `SearchMoviesUseCase` over a movies repository and a recent-queries repository.
public struct SearchMoviesInteractor: SearchMoviesUseCase {
    private let moviesRepository: any MoviesRepository
    private let queriesRepository: any MoviesQueriesRepository

    /// A use case searching `moviesRepository` and saving what was searched to `queriesRepository`.
    public init(moviesRepository: any MoviesRepository, queriesRepository: any MoviesQueriesRepository) {
        self.moviesRepository = moviesRepository
        self.queriesRepository = queriesRepository
    }

    // MARK: - SearchMoviesUseCase

    /// Fetches the request's pages concurrently and returns them in order; when every one arrived
    /// and the search found something, saves the query to the recent queries once (unless the
    /// request says not to). A failed, cancelled or empty search saves nothing, and a recents
    /// store that cannot save does not fail the search.
    public func execute(
        _ request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        let results = try await fetch(try request.pages, of: request, cached: cached)
        guard !Task.isCancelled else { throw .cancelled }
        // A query that found nothing would be a suggestion that leads nowhere.
        guard request.remembersQuery, results.contains(where: { $0.totalResults > 0 }) else { return results }
        await rememberQuery(request.query)
        return results
    }

    /// Saves `query` to the recent queries. The results are what the user asked for: a recents
    /// store that cannot save must not take them away, so its failure is not thrown (the store
    /// reports it itself; see the Data layer's notices).
    public func rememberQuery(_ query: MovieQuery) async {
        try? await queriesRepository.saveRecentQuery(query)
    }

    /// Fetches `page` of `request`; the recent queries are untouched.
    public func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage {
        try await moviesRepository.moviesPage(
            for: request.query, page: try MoviesPageNumber(page), options: request.options, cached: { _ in })
    }

    // MARK: - Private

    /// Fetches `pages` at once, each in a child task, in order; the first failure fails the
    /// search and cancels the pages still in flight. Pages after the first that lie past the
    /// last (empty, by the repository contract) are left out: `--pages` reaching beyond the end
    /// returns the pages that exist. The first page is kept whatever it holds: it carries the
    /// totals.
    private func fetch(
        _ pages: [MoviesPageNumber],
        of request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        let outcome = await withTaskGroup(of: (MoviesPageNumber, Result<MoviesPage, MoviesError>).self) { group in
            for page in pages {
                group.addTask { (page, await fetchPage(page, of: request, cached: cached)) }
            }
            var results: [MoviesPageNumber: MoviesPage] = [:]
            for await (page, result) in group {
                switch result {
                case .success(let value): results[page] = value
                case .failure(let error):
                    group.cancelAll()
                    return Result<[MoviesPage], MoviesError>.failure(error)
                }
            }
            let first = pages[0]
            let last = results[first]?.totalPages ?? 0
            return .success(pages.filter { $0 == first || $0.value <= last }.compactMap { results[$0] })
        }
        return try outcome.get()
    }

    /// Page `page` of `request`, or why it could not be fetched.
    private func fetchPage(
        _ page: MoviesPageNumber,
        of request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async -> Result<MoviesPage, MoviesError> {
        do throws(MoviesError) {
            return .success(
                try await moviesRepository.moviesPage(
                    for: request.query, page: page, options: request.options, cached: cached))
        } catch {
            return .failure(error)
        }
    }
}

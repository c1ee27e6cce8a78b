/// Searches movies and remembers what was searched.
public protocol SearchMoviesUseCase: Sendable {
    /// Fetches the request's pages (concurrently) and returns them in order; when all arrived and
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

/// `SearchMoviesUseCase` over a movies repository and a recent-queries repository.
public struct SearchMoviesInteractor: SearchMoviesUseCase {
    private let moviesRepository: any MoviesRepository
    private let queriesRepository: any MoviesQueriesRepository

    /// A use case searching `moviesRepository` and saving what was searched to `queriesRepository`.
    public init(moviesRepository: any MoviesRepository, queriesRepository: any MoviesQueriesRepository) {
        self.moviesRepository = moviesRepository
        self.queriesRepository = queriesRepository
    }

    /// Fetches the pages at once; saves the query when the search found something.
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

    /// Saves `query`; a failure to save must not take the results away: the store reports it.
    public func rememberQuery(_ query: MovieQuery) async {
        try? await queriesRepository.saveRecentQuery(query)
    }

    /// Fetches one page; the recents are untouched.
    public func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage {
        try await moviesRepository.moviesPage(
            for: request.query, page: try MoviesPageNumber(page), options: request.options, cached: { _ in })
    }

    /// Fetches `pages` at once, in order; the first failure cancels the rest. Pages after the
    /// first that lie past the last (empty) are left out; the first, which has the totals, stays.
    private func fetch(
        _ pages: [MoviesPageNumber],
        of request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        let outcome = await withTaskGroup(of: (MoviesPageNumber, Result<MoviesPage, MoviesError>).self) { group in
            for page in pages {
                group.addTask {
                    do throws(MoviesError) {
                        let value = try await moviesRepository.moviesPage(
                            for: request.query, page: page, options: request.options, cached: cached)
                        return (page, .success(value))
                    } catch {
                        return (page, .failure(error))
                    }
                }
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
}

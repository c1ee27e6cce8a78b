/// A `SearchMoviesUseCase` around another that fetches a request's `pageCount` pages at once
/// (`--pages`): each page is a one-page search of the use case it wraps, run in a child task; the
/// query is saved once, when every page arrived and the search found something. The composition
/// root puts it around `SearchMoviesInteractor` only when a search asks for several pages.
public struct MultiPageSearchMoviesInteractor: SearchMoviesUseCase {
    private let onePage: any SearchMoviesUseCase

    /// Several pages at once, each one searched by `onePage`.
    public init(wrapping onePage: any SearchMoviesUseCase) {
        self.onePage = onePage
    }

    /// Fetches the pages at once, in order; the first failure cancels the rest. Pages after the
    /// first that lie past the last (empty) are left out; the first, which has the totals, stays.
    public func execute(
        _ request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        let pages = try request.pages
        var onePageRequest = request
        (onePageRequest.pageCount, onePageRequest.remembersQuery) = (1, false)
        let results = try await fetch(pages, of: onePageRequest, cached: cached)
        guard !Task.isCancelled else { throw .cancelled }
        guard request.remembersQuery, results.contains(where: { $0.totalResults > 0 }) else { return results }
        await rememberQuery(request.query)
        return results
    }

    /// Saves `query`, as the wrapped use case does.
    public func rememberQuery(_ query: MovieQuery) async {
        await onePage.rememberQuery(query)
    }

    /// Fetches one page, as the wrapped use case does.
    public func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage {
        try await onePage.nextPage(page, of: request)
    }

    private func fetch(
        _ pages: [MoviesPageNumber],
        of request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        let onePage = self.onePage
        let outcome = await withTaskGroup(of: (MoviesPageNumber, Result<[MoviesPage], MoviesError>).self) { group in
            for page in pages {
                var pageRequest = request
                pageRequest.page = page.value
                group.addTask {
                    // Bound before the tuple: swiftlang/swift#91911, -O corrupts an async tuple result split by an await.
                    let result: Result<[MoviesPage], MoviesError>
                    do throws(MoviesError) {
                        result = .success(try await onePage.execute(pageRequest, cached: cached))
                    } catch {
                        result = .failure(error)
                    }
                    return (page, result)
                }
            }
            var results: [MoviesPageNumber: MoviesPage] = [:]
            for await (page, result) in group {
                switch result {
                case .success(let value): results[page] = value.first
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

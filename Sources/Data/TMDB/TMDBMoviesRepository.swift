import MoviesDomain

/// Movies from TMDB, through the network fetcher or the response cache around it. Its search
/// takes one year (`primary_release_year`) but no sort, genre, rating, votes or range of years:
/// those narrow each page fetched, and the page says how many it held (`MoviesPage.fetchedCount`).
public struct TMDBMoviesRepository: MoviesRepository {
    /// The name its pages say they come from (`MoviesPageSource.name`).
    public static let sourceName = TMDBService.name

    let fetcher: any TMDBResponseFetching

    /// A repository reading TMDB through `fetcher` (`TMDBNetworkFetcher`, or the cache around it).
    public init(fetcher: any TMDBResponseFetching) {
        self.fetcher = fetcher
    }

    public func moviesPage(
        for query: MovieQuery,
        page: MoviesPageNumber,
        options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage {
        guard TMDBService.pages.contains(page.value) else { throw .invalidPage(page.value) }
        do {
            return try await search(query, page: page.value, options: options, cached: cached)
        } catch {
            // TMDB may refuse a page past the last (422) where the contract wants it empty,
            // with the totals: the first page says whether it is past the last.
            guard case .invalidRequest = error, page.value > 1 else { throw error }
            let first = try await search(query, page: 1, options: options, cached: { _ in })
            guard page.value > first.totalPages else { throw error }
            return MoviesPage(
                page: page.value, totalPages: first.totalPages, totalResults: first.totalResults, movies: [],
                hasNextPage: false, source: first.source)
        }
    }

    /// One page as TMDB sends it; asked for a sort or filters, narrowed by what of them its
    /// search cannot take (`narrowing(_:by:of:)`).
    private func search(
        _ query: MovieQuery, page: Int, options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage {
        let shown = { @Sendable (response: TMDBResponse<MoviesPage>) in
            let page = response.value.with(source: response.origin.pageSource)
            guard let arrangement = options.arrangement else { return page }
            return Self.narrowing(page, by: arrangement, of: query)
        }
        let response = try await fetcher.fetch(
            .search(query, page: page, options: options),
            decode: { bytes throws(MoviesError) in try TMDBMoviesPageDTO.decodePage(bytes, asked: page) },
            cached: { older in await cached(shown(older)) }
        )
        return shown(response)
    }
}

/// Where lists without a query come from (`MovieList`): the movie service, its cache, the catalog.
public protocol MovieListsRepository: Sendable {
    /// Page `page` of `list`; a page past the last is empty, with the totals. A list the source
    /// does not hold throws `MoviesError.notFound`. A repository holding an older copy may
    /// hand it to `cached` first.
    func listPage(
        _ list: MovieList, page: MoviesPageNumber, language: String?, region: String?,
        cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> MovieListPage
}

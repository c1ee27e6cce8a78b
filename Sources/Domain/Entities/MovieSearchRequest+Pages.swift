/// The pages of a search that asks for several at once (`MultiPageSearchMoviesInteractor`).
extension MovieSearchRequest {
    /// The most pages one search fetches: each is a request, sent at once.
    public static let maxPageCount = 20

    /// The pages wanted, in order. `MoviesError.invalidPage` names the first one that is not a
    /// page, or the first past `maxPageCount` pages, or `page` when none is wanted.
    public var pages: [MoviesPageNumber] {
        get throws(MoviesError) { try MoviesPageNumber.run(from: page, count: pageCount, maxCount: Self.maxPageCount) }
    }
}

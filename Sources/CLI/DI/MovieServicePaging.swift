import MoviesData

/// The movie service's pages, which the command line needs before a source is chosen (`--page`
/// is refused past the last, `--limit` counts pages): Data's facts, through the composition root.
enum MovieServicePaging {
    static let pages = TMDBService.pages
    static let resultsPerPage = TMDBService.pageSize
}

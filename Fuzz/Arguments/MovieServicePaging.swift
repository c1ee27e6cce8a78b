/// The movie service's pages, as the composition root's `MovieServicePaging`
/// (`Sources/CLI/DI`) gives them to the parser: the fuzzer builds the parser without MoviesData,
/// so it reads `TMDBService`, compiled in from Sources/Data, directly.
enum MovieServicePaging {
    static let pages = TMDBService.pages
    static let resultsPerPage = TMDBService.pageSize
}

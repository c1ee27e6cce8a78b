import MoviesDomain

/// The arguments of a list without a query (`movies popular`, `movies discover`, …).
struct ListArguments: Sendable, Hashable {
    /// The command that asked for the list, as messages name it.
    var command: Subcommand
    /// The list, with the pages wanted (`--page`, and those `--limit` takes).
    var request: MovieListRequest
    var source: SourceArguments
    var format: OutputFormat = .text
    /// `--limit`: the most results shown; `nil` shows every result of the page.
    var limit: Int?
    /// `false` with `--no-header`: text without its summary line and column headings.
    var header = true

    /// Whether only TMDB has the list: the offline catalog answers popular, top rated and
    /// discover alone (`CatalogMoviesRepository`'s lists).
    var needsTMDB: Bool {
        switch request.list {
        case .popular, .topRated, .discover: false
        case .upcoming, .nowPlaying, .trending, .similar, .person: true
        }
    }
}

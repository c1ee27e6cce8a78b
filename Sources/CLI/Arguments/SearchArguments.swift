import MoviesDomain

/// `movies search`'s arguments.
struct SearchArguments: Sendable, Hashable {
    var request: MovieSearchRequest
    var source: SourceArguments
    var format: OutputFormat = .text
    /// `--limit`: the most results shown; `nil` shows every result of the pages fetched.
    var limit: Int?
    /// `false` with `--no-header`: text without its summary line and column headings.
    var header = true
}

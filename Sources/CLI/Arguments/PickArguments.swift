import MoviesDomain

/// `movies pick [<query words...>]`'s arguments.
struct PickArguments: Sendable, Hashable {
    /// What the search field starts with; `nil`: empty, the recent queries under it.
    var query: String?
    var source = SourceArguments()
    /// `--json`: the chosen movie's record instead of its ID.
    var json = false
    /// `--sort` and the filters the results start with.
    var arrangement = MovieArrangement()
}

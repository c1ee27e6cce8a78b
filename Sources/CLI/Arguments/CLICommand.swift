import MoviesDomain

/// What a command line asks for, parsed and validated: every value in it is one the commands
/// can use as it is.
enum CLICommand: Sendable, Hashable {
    /// `movies search <query words...> [options]`.
    case search(SearchArguments)
    /// `movies show <id> [options]`.
    case show(ShowArguments)
    /// `movies recent [--json] [--clear]`.
    case recent(RecentArguments)
    /// `movies cache info [--json]`.
    case cacheInfo(json: Bool)
    /// `movies cache clear`.
    case cacheClear
    /// `movies` alone or `movies interactive [options]`.
    case interactive(SourceArguments)
    /// `movies --help`, `movies <command> --help`, `movies help [command]`.
    case help(CommandTopic)
    /// `movies --version`.
    case version
}

/// The options every command that fetches movies shares.
struct SourceArguments: Sendable, Hashable {
    /// `--source`; `nil` lets the configuration choose (TMDB when credentials are set).
    var source: MoviesSourceKind?
    /// `--refresh` / `--offline`.
    var networkMode: NetworkMode = .normal
}

/// `movies search`'s arguments.
struct SearchArguments: Sendable, Hashable {
    var request: MovieSearchRequest
    var source: SourceArguments
    var json: Bool
}

/// `movies show`'s arguments.
struct ShowArguments: Sendable, Hashable {
    /// The default of `--poster-width`: TMDB's `w500`.
    static let defaultPosterWidth = 500
    /// The widths `--poster-width` accepts; TMDB's largest poster is 780 pixels wide, `original` aside.
    static let posterWidths = 1...4000

    var id: Movie.ID
    var source: SourceArguments
    var json: Bool
    /// `--poster FILE`: where to write the poster image.
    var posterFile: String?
    var posterWidth: Int = defaultPosterWidth
}

/// `movies recent`'s arguments.
struct RecentArguments: Sendable, Hashable {
    var json: Bool
    var clear: Bool
}

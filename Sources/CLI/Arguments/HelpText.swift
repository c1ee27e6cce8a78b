/// The texts `--help` prints and a usage error ends with. The README's Usage section repeats
/// `movies --help` word for word (a test compares them).
enum HelpText {
    /// The synopsis of `topic`: what a usage error prints after its message.
    static func usage(_ topic: CommandTopic) -> String {
        switch topic {
        case .general:
            """
            Usage:
              movies search <query words...> [--page N] [--pages N] [--year YYYY] [--language xx-XX]
                  [--include-adult] [--source tmdb|catalog] [--refresh] [--offline] [--json]
              movies show <id> [--source tmdb|catalog] [--refresh] [--offline] [--json]
                  [--poster FILE] [--poster-width PX]
              movies recent [--json] [--clear]
              movies cache info [--json]
              movies cache clear
              movies [interactive] [--source tmdb|catalog] [--refresh] [--offline]
              movies --help | -h
              movies <command> --help
              movies --version
            """
        case .search:
            """
            Usage: movies search <query words...> [--page N] [--pages N] [--year YYYY] [--language xx-XX]
                       [--include-adult] [--source tmdb|catalog] [--refresh] [--offline] [--json]
            """
        case .show:
            """
            Usage: movies show <id> [--source tmdb|catalog] [--refresh] [--offline] [--json]
                       [--poster FILE] [--poster-width PX]
            """
        case .recent:
            "Usage: movies recent [--json] [--clear]"
        case .cache:
            """
            Usage: movies cache info [--json]
                   movies cache clear
            """
        case .interactive:
            "Usage: movies [interactive] [--source tmdb|catalog] [--refresh] [--offline]"
        }
    }

    /// What `--help` prints for `topic`.
    static func help(_ topic: CommandTopic) -> String {
        switch topic {
        case .general: general
        case .search: usage(.search) + "\n\n" + searchDetails
        case .show: usage(.show) + "\n\n" + showDetails
        case .recent: usage(.recent) + "\n\n" + recentDetails
        case .cache: usage(.cache) + "\n\n" + cacheDetails
        case .interactive: usage(.interactive) + "\n\n" + interactiveDetails
        }
    }
}

// MARK: - Texts

extension HelpText {
    private static var general: String {
        """
        movies: search movies from the command line, on TMDB or in a bundled offline catalog.

        \(usage(.general))

        Commands:
          search       Search movies by title: every word must start a word of the title.
          show         Show one movie's details, and save its poster with --poster.
          recent       List the recent queries, newest first; --clear forgets them.
          cache        Show the response cache's size (info) or empty it (clear).
          interactive  Browse: recent queries, search, results, details. The default.

        \(options(.page, .pages, .year, .language, .includeAdult, .source, .refresh, .offline, .json, .poster, .posterWidth))

        Environment:
          TMDB_ACCESS_TOKEN    A TMDB API read access token (sent as a bearer token).
          TMDB_API_KEY         A TMDB API key, used when no token is set.
          TMDB_API_BASE        TMDB's API base URL (default https://api.themoviedb.org/3).
          MOVIES_TIMEOUT       Seconds a TMDB request may take, and may wait out a rate limit (default 30).
          MOVIES_CONNECT_TIMEOUT  Seconds connecting to TMDB may take (default 10).
          XDG_CACHE_HOME       The response cache lives in $XDG_CACHE_HOME/movies (default ~/.cache/movies).
          XDG_STATE_HOME       Recent queries live in $XDG_STATE_HOME/movies (default ~/.local/state/movies).
          COLUMNS              The width of text output (default: the terminal's, else 80).
          NO_COLOR             When set and not empty, text output has no colour.

        Exit status:
          0  success, also when nothing was found
          1  failure at run time (network, TMDB, storage)
          2  usage error (unknown command or option, missing or bad value)
        """
    }

    private static let searchDetails = """
        Searches TMDB, or the offline catalog when no TMDB credentials are set, and lists the
        results: title, year, rating and id (for movies show). A successful search is saved to
        the recent queries.

        \(options(.page, .pages, .year, .language, .includeAdult, .source, .refresh, .offline, .json))
        """

    private static let showDetails = """
        Shows one movie's details: release, runtime, genres, rating, overview. The id is the one
        movies search lists.

        \(options(.source, .refresh, .offline, .json, .poster, .posterWidth))
        """

    private static let recentDetails = """
        Lists the queries searched lately (at most 10), newest first.

        \(options(.json, .clear))
        """

    private static let cacheDetails = """
        info shows where TMDB's responses are cached, how many and how large; clear removes them.

        \(options(.jsonInfo))
        """

    private static let interactiveDetails = """
        Opens on the recent queries and a search prompt. Type words to search, or a number to
        run a recent query (b returns to the results shown before). On the results: n loads the
        next page, a number opens a movie's details, /words searches anew, b goes back to the
        recent queries. On the details: b goes back. q or the end of the input quits, from
        anywhere. Lines are read one at a time, so the input may be piped.

        \(options(.source, .refresh, .offline))
        """

    /// An "Options:" block listing `options` in the order given.
    private static func options(_ options: HelpOption...) -> String {
        (["Options:"] + options.map { "  " + $0.rawValue }).joined(separator: "\n")
    }
}

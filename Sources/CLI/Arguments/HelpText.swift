import CommandLineKit

/// The texts `--help` prints and a usage error points at, laid out by the kit from the command
/// table (`Subcommand`, `CommandOption`); the man page is made from the same table.
enum HelpText {
    /// The line after a usage error's message: where to read more.
    static func pointer(_ topic: Subcommand) -> String {
        topic == .general ? "See 'movies help'." : "See 'movies help \(topic.rawValue)'."
    }

    /// What `--help` prints for `topic`.
    static func help(_ topic: Subcommand) -> String {
        switch topic {
        case .general:
            let examples = (["Examples:"] + examples(.general).map { "  " + $0 }).joined(separator: "\n")
            return HelpLayout.help(
                of: .movies, common: [.limit, .jsonFields, .format, .source, .color, .verbose],
                sections: [examples, learnMore])
        case .config:
            let settings = HelpLayout.section("Settings", ConfigKey.allCases.map { ($0.rawValue, $0.help) })
            return HelpLayout.help(of: topic.described, tool: "movies", sections: [settings])
        default:
            return HelpLayout.help(of: topic.described, tool: "movies")
        }
    }
}

// MARK: - Texts

extension HelpText {
    /// The paragraph of a list without a query: where it comes from, and what the catalog does.
    private static func listDetails(_ topic: Subcommand) -> String {
        let tmdbOnly = "It needs TMDB (\(EnvironmentVariable.tmdbCredentials)); the offline catalog has no such list."
        let text: String =
            switch topic {
            case .popular:
                "TMDB's popular movies; the offline catalog's most voted films."
            case .topRated:
                "TMDB's top rated movies; the offline catalog's best rated films among those with at least 1000 votes."
            case .upcoming:
                "The movies soon in cinemas, by TMDB, within its window of dates (said on stderr and in "
                    + "--json's dates): the films already out are left out. \(tmdbOnly)"
            case .nowPlaying:
                "The movies in cinemas now, by TMDB, within its window of dates (said on stderr and in "
                    + "--json's dates): the films still to come are left out. \(tmdbOnly)"
            case .trending: "The movies most talked about this week (--week, the default) or today (--day). \(tmdbOnly)"
            case .discover:
                """
                Every movie that passes the filters (--genre, one of several; --year, one or a range;
                --min-rating; --min-votes), ordered by --sort (relevance: TMDB's popularity, the
                catalog's votes). TMDB and the catalog apply them over all their films: the totals
                count the movies kept.
                """
            case .similar: "TMDB's recommendations for the movie with that TMDB id. \(tmdbOnly)"
            default:
                """
                The movies of the person TMDB finds first by that name, as cast (with the character) and
                as crew (with the job), newest first; the others the name found are named on stderr,
                and at a terminal it asks which one first.
                \(tmdbOnly)
                """
            }
        return text
    }
}

extension HelpText {
    /// Where the general help's reader goes next; the exit status in a line.
    private static let learnMore = """
        Learn more:
          movies help COMMAND  A command's options and examples (also: movies COMMAND --help).
          man movies           Every option, setting and environment variable (movies help --man).

        Exit status: 0 success (also when nothing was found), 1 failure at run time, 2 usage error.
        """

    /// The paragraph a command's help gives between its synopsis and its options.
    static func details(_ topic: Subcommand) -> String {
        switch topic {
        case .general: ""
        case .search:
            """
            Searches TMDB, or the offline catalog when no TMDB credentials are set, and lists the
            results: title, year, rating and id (for movies show). The catalog forgives as TMDB
            does: punctuation inside words, numbers as 2 or ii, a year typed among the words, a
            misspelt word, initials (lotr, t2), a sequel's number (star trek 2), words no title
            has together (it says what it searched instead). A search that finds movies is saved
            to the recent queries. --format tsv prints one line a movie: id, title, year, rating.
            """
        case .show:
            """
            Shows one movie's details: release, runtime, genres, rating, certification, budget,
            overview; from TMDB also its director and writers, the top-billed cast, the official
            trailer, where to watch it in --region (where to watch data by JustWatch) and its
            collection, in one request. The id is the one movies search lists, or an IMDb id
            (tt0137523) that TMDB looks up, alone or in its page's address as pasted
            (https://www.themoviedb.org/movie/550-fight-club). Links are never wrapped, and on
            a terminal they are hyperlinks. --web opens the TMDB page and --trailer the trailer
            with the desktop's opener (xdg-open), or prints the address without a desktop.
            --poster - draws the poster under them, fitting the terminal (never into a pipe):
            with the kitty or iTerm2 image protocol or sixels when the terminal answers that it
            has one, else in coloured half blocks (also in tmux and over SSH); --images chooses.
            """
        case .recent:
            """
            Lists the queries searched lately (at most 10), newest first. --format tsv prints one
            line a query: the query, a tab, and the year it was searched with (empty when none).
            """
        case .cache:
            "info shows where TMDB's responses are cached, how many and how large; clear removes them."
        case .config:
            """
            Lists the settings and where each comes from, prints one (get), or changes the settings
            file, $XDG_CONFIG_HOME/movies/config (key = value lines). The file is written for you
            alone (0600); it is refused while others may change it, or may read it and it holds a
            secret, and read with a warning while they may only read it. The environment overrides
            each setting. A secret (access_token, api_key) is read from stdin, never from the command
            line, and never printed in full.
            """
        case .completion:
            """
            Prints a script that completes commands, options, their values and, after search, the
            recent queries. Load it from your shell's startup file:
              bash  source <(movies completion bash)       (in ~/.bashrc)
              zsh   source <(movies completion zsh)        (in ~/.zshrc, after compinit)
              fish  movies completion fish | source        (in ~/.config/fish/config.fish)
            """
        case .pick:
            """
            The full screen as a picker, the fzf way: drawn on /dev/tty, so stdout stays free. The query
            words, if any, are searched at once; typing goes to the query, the arrows move. Enter prints
            the selected movie's ID on stdout (its JSON record with --json) and exits 0; Esc chooses
            nothing and exits 1, Ctrl-C 130. --sort and the filters apply as in movies search. With
            --multi, Tab marks results (Shift-Tab moving up), Enter prints each marked one's ID, a line
            each, or with --json one JSON array of their records.
            """
        case .popular, .topRated, .upcoming, .nowPlaying, .trending, .discover, .similar, .person:
            listDetails(topic)
        case .interactive:
            """
            On a terminal, a full screen: a search field on top (its recent queries listed under it
            while it is empty: the arrows choose one, Enter runs it), results that come as you
            type, the next page as you scroll to the end, a movie's details with Enter (its poster
            beside them, as --images says; p saves it to movie-ID-poster.jpg here), a status line.
            Keys (? lists those of the screen it is on): the arrows, j k, PgUp, PgDn, Home and End
            move, Enter opens, Esc goes back, / returns to the search field, s sorts by the next
            order, y copies the ID, o opens the TMDB page, m on a movie's details its similar movies
            (TMDB), q (outside the field) or Ctrl-C quits, Ctrl-Z suspends; the mouse scrolls and
            selects. Under the recent queries, lists to browse (popular, top rated, trending and
            more). --sort and the filters (--year, --genre, --min-rating, --min-votes) apply to
            every search of the session, as they do to movies search.

            Piped, on a terminal with TERM=dumb, or with --line, one command a line: type words to
            search, or a number to run a recent query. On the results: n loads the next page, a
            number opens a movie's details, s sorts by the next order, /words searches anew (words
            alone where no movie is shown: none found, or the query refused), b goes back to the
            recent queries. On the details: b goes back. q or the end of the input quits, from
            anywhere; input that cannot be read (stdin a folder) fails with status 1.
            """
        }
    }
}

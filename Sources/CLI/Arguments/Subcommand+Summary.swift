// MARK: - One line each, for the help, the man page and the completion scripts

extension Subcommand {
    /// What the command does, one line of the general help.
    var summary: String {
        switch self {
        case .general: "Search movies from the command line, on TMDB or in a bundled offline catalog."
        case .search: "Search movies by title; the best matches first."
        case .show: "Show one movie's details; --poster saves its poster, or draws it with --poster -."
        case .recent: "List the recent queries, newest first; --clear forgets them."
        case .cache: "Show the response cache's size (info) or empty it (clear)."
        case .interactive: "Browse: a full screen on a terminal, one command a line when piped. The default."
        case .pick: "Choose a movie in the full screen, on the terminal, and print its ID for a script."
        case .config: "Show or change the settings file (credentials, language, source, timeout)."
        case .completion: "Print a completion script for bash, zsh or fish."
        case .popular: "List the popular movies (the catalog: the most voted)."
        case .topRated: "List the best rated movies (the catalog: of those with 1000 votes or more)."
        case .upcoming: "List the movies soon in cinemas (TMDB)."
        case .nowPlaying: "List the movies in cinemas now (TMDB)."
        case .trending: "List the movies trending this week, or today with --day (TMDB)."
        case .discover: "List every movie that passes the filters, in the order --sort asks."
        case .similar: "List the movies like one, by its TMDB id (TMDB's recommendations)."
        case .person: "List a person's movies, as cast and as crew, newest first (TMDB)."
        }
    }
}

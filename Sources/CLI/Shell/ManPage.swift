import CommandLineKit

/// `movies help --man`: the manual page, made by the kit from the tables the help is made from
/// (commands, options), with the sections only `movies` has (settings, environment, files, exit
/// status). `docs/movies.1` is its output; a test checks that it is current and that groff reads
/// it without a warning.
enum ManPage {
    /// The day the page's text last changed (the date a man page shows); set it when it does.
    static let date = "2026-11-27"

    /// The page, in roff.
    static func text() -> String {
        ManualPage(
            tool: .movies, date: date, version: MoviesVersion.current,
            description: [
                "Searches movies on TMDB (The Movie Database) when TMDB credentials are set, else in an offline",
                "catalog of 58,788 films compiled into the binary. Results go to stdout; notices, errors and",
                "progress go to stderr.",
            ],
            sections: [settings, environment, files, exitStatus]
        ).text
    }

    // MARK: - Sections

    private static var settings: ManualSection {
        ManualSection(
            "SETTINGS", intro: ["\\fBmovies config\\fR keeps these in the configuration file (see \\fBFILES\\fR):"],
            entries: ConfigKey.allCases.map { ($0.rawValue, $0.help) })
    }

    private static var environment: ManualSection {
        ManualSection("ENVIRONMENT", entries: EnvironmentVariable.allCases.map { ($0.name, $0.summary) })
    }

    private static var files: ManualSection {
        ManualSection(
            "FILES",
            lines: Roff.entry(
                Roff.italic("$XDG_CONFIG_HOME/movies/config"),
                "The settings, \\fIkey\\fR = \\fIvalue\\fR lines; mode 0600, refused while others may read it.")
                + Roff.entry(Roff.italic("$XDG_CACHE_HOME/movies"), "TMDB's responses, cached.")
                + Roff.entry(Roff.italic("$XDG_STATE_HOME/movies"), "The recent queries."))
    }

    private static var exitStatus: ManualSection {
        ManualSection(
            "EXIT STATUS",
            lines: Roff.entry("0", "Success, also when nothing was found.")
                + Roff.entry("1", "A failure at run time: the network, TMDB, storage.")
                + Roff.entry(
                    "2",
                    "A usage error: an unknown command or option, a missing or bad value, an option given twice, "
                        + "a bad setting.")
        )
    }
}

import CommandLineKit

/// `movies help --man`: the manual page, made by the kit from the tables the help is made from
/// (commands, options), with the sections only `movies` has (settings, environment, files, exit
/// status, examples, see also). `docs/movies.1` is its output; a test checks that it is current
/// and that groff reads it without a warning.
enum ManPage {
    /// The day the page's text last changed (the date a man page shows); set it when it does.
    static let date = "2026-11-28"

    /// The page, in roff.
    static func text() -> String {
        ManualPage(
            tool: .movies, date: date, version: MoviesVersion.current,
            description: [
                "Searches movies on TMDB (The Movie Database) when TMDB credentials are set, else in an offline",
                "catalog of 58,788 films compiled into the binary. Results go to stdout; notices, errors and",
                "progress go to stderr.",
            ],
            sections: [settings, environment, files, exitStatus, examplesSection, seeAlso]
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
                "The settings, \\fIkey\\fR = \\fIvalue\\fR lines; mode 0600. It is refused while others may "
                    + "change it, or may read it and it holds a secret, and read with a warning while they may "
                    + "only read it.")
                + Roff.entry(Roff.italic("$XDG_CACHE_HOME/movies"), "TMDB's responses, cached.")
                + Roff.entry(Roff.italic("$XDG_STATE_HOME/movies"), "The recent queries."))
    }

    /// The EXAMPLES section's command lines, each with what it shows (`HelpExamplesTests` parses them).
    static let examples = [
        ("movies search alien", "Search; the best matches first, with the id movies show takes."),
        (
            "movies search star wars --year 1977-1983 --sort rating",
            "Sorted and filtered: a rating sort ranks films with 500 votes or more."
        ),
        ("movies show 550 --region DE", "A movie's details, with Germany's certification and offers."),
        ("movies popular -n5 --json title,year", "Five popular movies' titles and years, as JSON."),
        ("movies search heat --format tsv | cut -f1", "The ids alone, one a line, for a script."),
        ("movies show $(movies pick alien)", "Choose among the matches on the terminal, then show it."),
        ("echo alien | movies --line", "One command a line from a pipe."),
    ]

    private static var examplesSection: ManualSection {
        ManualSection("EXAMPLES", entries: examples.map { (name: $0.0, text: $0.1) })
    }

    private static var seeAlso: ManualSection {
        ManualSection(
            "SEE ALSO",
            lines: [
                Roff.bold("jq") + "(1), " + Roff.bold("curl") + "(1), " + Roff.bold("fzf") + "(1)",
                ".PP",
                Roff.escaped(
                    "The Movie Database: https://www.themoviedb.org/ (its API: https://developer.themoviedb.org/)."),
            ])
    }

    private static var exitStatus: ManualSection {
        ManualSection(
            "EXIT STATUS",
            lines: Roff.entry("0", "Success, also when nothing was found.")
                + Roff.entry("1", "A failure at run time: the network, TMDB, storage.")
                + Roff.entry(
                    "2",
                    "A usage error: an unknown command or option, a missing or bad value, an option with a value given twice, "
                        + "a bad setting.")
        )
    }
}

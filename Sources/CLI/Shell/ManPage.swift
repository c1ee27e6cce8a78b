/// `movies help --man`: the manual page, in roff with the man macros, made from the tables the
/// help is made from (commands, options, settings, environment). `docs/movies.1` is its output;
/// a test checks that it is current and that groff reads it without a warning.
enum ManPage {
    /// The day the page's text last changed (the date a man page shows); set it when it does.
    static let date = "2026-11-23"

    static func text() -> String {
        var lines = [
            ".TH MOVIES 1 \(date) \"movies \(MoviesVersion.current)\" \"User Commands\"",
            // Left-aligned, never hyphenated: option names and values must read as typed.
            ".ad l",
            ".nh",
            ".SH NAME",
            "movies \\- " + escaped(HelpText.lowercasedFirst(String(Subcommand.general.summary.dropLast()))),
            ".SH SYNOPSIS",
        ]
        for (index, form) in Subcommand.commands.flatMap(\.forms).enumerated() {
            let options = form.options.map { "[" + option($0, values: true) + "]" }
            let synopsis = (["\\fBmovies\\fR " + words(form.words)] + options).joined(separator: " ")
            lines += (index == 0 ? [] : [".PP"]) + [synopsis]
        }
        lines += [
            ".PP", "\\fBmovies help\\fR [\\fICOMMAND\\fR] | \\fBmovies\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR",
            ".PP", "\\fBmovies \\-\\-version\\fR | \\fBmovies version\\fR",
            ".SH DESCRIPTION",
            "Searches movies on TMDB (The Movie Database) when TMDB credentials are set, else in an offline",
            "catalog of 58,788 films compiled into the binary. Results go to stdout; notices, errors and",
            "progress go to stderr.",
            ".SH COMMANDS",
        ]
        for topic in Subcommand.commands {
            lines += [".TP", "\\fB\(topic.rawValue)\\fR", escaped(topic.summary)] + paragraph(HelpText.details(topic))
        }
        lines.append(".SH OPTIONS")
        for option in CommandOption.allCases {
            lines += [".TP", self.option(option, values: false), escaped(option.summary)]
        }
        lines += [".SH SETTINGS", "\\fBmovies config\\fR keeps these in the configuration file (see \\fBFILES\\fR):"]
        for key in ConfigKey.allCases {
            lines += [
                ".TP", "\\fB\(escaped(key.rawValue))\\fR", escaped("\(key.summary); \(key.variable) overrides it."),
            ]
        }
        lines.append(".SH ENVIRONMENT")
        for variable in EnvironmentVariable.allCases {
            lines += [".TP", "\\fB\(escaped(variable.name))\\fR", escaped(variable.summary)]
        }
        lines += [
            ".SH FILES",
            ".TP", "\\fI$XDG_CONFIG_HOME/movies/config\\fR",
            "The settings, \\fIkey\\fR = \\fIvalue\\fR lines; mode 0600, refused while others may read it.",
            ".TP", "\\fI$XDG_CACHE_HOME/movies\\fR", "TMDB's responses, cached.",
            ".TP", "\\fI$XDG_STATE_HOME/movies\\fR", "The recent queries.",
            ".SH \"EXIT STATUS\"",
            ".TP", "0", "Success, also when nothing was found.",
            ".TP", "1", "A failure at run time: the network, TMDB, storage.",
            ".TP", "2", "A usage error: an unknown command or option, a missing or bad value, a bad setting.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Roff

    /// `\fB\-\-page\fR \fIN\fR`; with `values`, the choices in place of the placeholder.
    private static func option(_ option: CommandOption, values: Bool) -> String {
        let name = "\\fB" + escaped(option.name) + "\\fR"
        let value = values && !option.choices.isEmpty ? option.choices.joined(separator: "|") : option.valueName
        // An unpaddable space keeps an option and its value on one line.
        return value.map { name + "\\ \\fI" + escaped($0) + "\\fR" } ?? name
    }

    /// A synopsis' words: literal words bold, placeholders italic.
    private static func words(_ text: String) -> String {
        text.split(separator: " ").map { word in
            let isLiteral = word.allSatisfy(\.isLowercase)
            return (isLiteral ? "\\fB" : "\\fI") + escaped(String(word)) + "\\fR"
        }.joined(separator: " ")
    }

    /// Text lines of a help paragraph; its indented lines (examples) stay as they are, indented.
    private static func paragraph(_ text: String) -> [String] {
        var lines = [".IP"]
        var inExample = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isExample = line.hasPrefix("  ")
            if isExample != inExample { lines += isExample ? [".RS", ".nf"] : [".fi", ".RE"] }
            inExample = isExample
            lines.append(escaped(isExample ? String(line.drop { $0 == " " }) : String(line)))
        }
        if inExample { lines += [".fi", ".RE"] }
        return lines
    }

    /// `text` as roff reads it literally: backslashes and dashes escaped, and a line that would
    /// start with a control character guarded.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}

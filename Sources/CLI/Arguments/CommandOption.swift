import CommandLineKit
import MoviesDomain
import TerminalImages
import TerminalKit

/// An option of the command line: the kit's description of it.
typealias CommandOption = OptionDescription

/// Every option of `movies`, written once: its name, the value it takes (checked by the kit by
/// its rule) and its help line. The parser reads which options a command takes from
/// `Subcommand.forms`, and the help texts, the suggestions for a mistyped option, the completion
/// scripts and the man page are all made from this table, so they cannot disagree.
extension CommandOption {
    static let page = CommandOption(
        "--page", value: "N", accepts: .number(in: CommandLineParser.pages),
        summary: "The first page of results, 1 to 500 (default 1).")
    static let pages = CommandOption(
        "--pages", value: "N", accepts: .number(in: 1...CommandLineParser.maxPageCount),
        summary: "How many pages from --page on, 1 to 20 (default 1), fetched at once.")
    static let limit = CommandOption(
        "--limit", short: "-n", value: "N", accepts: .number(in: 1...CommandLineParser.maxLimit),
        summary: "Show at most N results, 1 to 400, fetching the pages they take.")
    static let year = CommandOption(
        "--year", value: "YYYY[-YYYY]",
        accepts: .matching(
            "needs a year, a range of years like 1979-1985 or a decade like 1990s",
            accepts: { CommandLineParser.years($0) != nil }),
        summary: "Only movies released that year, in those years, or in that decade (1990s).")
    static let sort = CommandOption(
        "--sort", value: "ORDER", accepts: .choice(of: MovieArrangement.Sort.self),
        summary:
            "relevance, rating, votes, year or title (default relevance: the source's order); "
            + "rating ranks films with \(MovieArrangement.ratingVoteFloor) votes or more unless --min-votes says otherwise."
    )
    static let genre = CommandOption(
        "--genre", value: "NAME",
        accepts: .matching(
            "must name genres, such as action or science-fiction,drama",
            accepts: { CommandLineParser.genres($0) != nil }, completions: { Genre.optionCompletions }),
        listSeparator: ",",
        summary:
            "Only movies of that genre, or of one of several (action, comedy, drama, science-fiction or sci-fi, and so on)."
    )
    static let minRating = CommandOption(
        "--min-rating", value: "X",
        accepts: .matching(
            // Digits and a decimal point only: not 0x5, 1e-400 or inf, which Double reads too.
            "needs a rating from 0 to 10, such as 7.5",
            accepts: { $0.wholeMatch(of: /\d+(\.\d+)?/) != nil && Double($0).map { (0...10).contains($0) } ?? false }),
        summary: "Only movies rated at least X (0 to 10).")
    static let minVotes = CommandOption(
        "--min-votes", value: "N", accepts: .number(in: 0...1_000_000_000),
        summary: "Only movies with at least N votes; 0 also keeps the few-vote films a rating sort leaves out.")
    static let language = CommandOption(
        "--language", value: "xx-XX",
        accepts: .matching("must look like en or en-US", accepts: CommandLineParser.isLanguage),
        summary: "The language of titles and overviews (TMDB), for example de or pt-BR.")
    static let includeAdult = CommandOption("--include-adult", summary: "Include adult movies (TMDB).")
    static let source = CommandOption(
        "--source", value: "SOURCE", accepts: .choice(of: SourceOption.self),
        summary: "tmdb or catalog (default: tmdb when credentials are set).")
    static let refresh = CommandOption("--refresh", summary: "Ask TMDB even when the cache holds a fresh answer.")
    static let offline = CommandOption("--offline", summary: "Never ask TMDB: answer from the cache or fail.")
    static let json = CommandOption(
        "--json", short: "-j", summary: "Print one JSON document instead of text (--format json).")
    /// `--json` where the output is results (`search`, the lists): the same option, which may name
    /// the fields to print of each result, as gh's `--json title,year` does. (Options are one when
    /// their names are: a command reads either as `.json`.)
    static let jsonFields = CommandOption(
        "--json", short: "-j", optionalValue: "FIELDS",
        accepts: .matching(
            "names fields of a result, such as title,year", accepts: MoviesJSONView.looksLikeFields,
            completions: { MoviesJSONView.resultFields }),
        summary: "Print one JSON document instead of text; with FIELDS (title,year), only those of each result.")
    static let format = CommandOption(
        "--format", value: "FORMAT", accepts: .choice(of: OutputFormat.self),
        summary: "text (the default), json, or tsv: tab-separated columns, no header.")
    static let noHeader = CommandOption(
        "--no-header",
        summary: "Leave out text's summary line and column headings, where it has them (a script may always add it).")
    static let verbose = CommandOption(
        "--verbose", summary: "Explain a failure in full: what TMDB or the network library said.")
    static let clear = CommandOption("--clear", summary: "Forget every recent query.")
    static let poster = CommandOption(
        "--poster", value: "FILE", accepts: .file,
        summary: "Save the movie's poster image to FILE; - draws it on the terminal instead.")
    static let web = CommandOption(
        "--web", summary: "Open the movie's TMDB page with the desktop's opener (without one, print its address).")
    static let trailer = CommandOption(
        "--trailer", summary: "Open the movie's trailer with the desktop's opener (without one, print its address).")
    static let color = CommandOption(
        "--color", value: "WHEN", accepts: .choice(ColorChoice.allCases.map(\.rawValue)),
        summary: "auto, always or never: colour text output (default auto: on a terminal; NO_COLOR, CLICOLOR_FORCE).")
    static let images = CommandOption(
        "--images", value: "KIND", accepts: .choice(of: ImageProtocol.self),
        summary: "How posters are drawn: kitty, iterm, sixel, blocks or none (default: what the terminal answers).")
    static let posterWidth = CommandOption(
        "--poster-width", value: "PX", accepts: .number(in: ShowCommand.posterWidths),
        summary: "The poster width to ask for (default 500; TMDB's nearest size).")
    static let region = CommandOption(
        "--region", value: "CC",
        accepts: .matching(regionRule, accepts: { SourceArguments.regionProblem($0) == nil }),
        summary:
            "The country whose lists, certification and watch providers are shown, such as US or DE "
            + "(default: the locale's).")
    /// What a region must be (`MovieRegion`), after its name: `--region`, `MOVIES_REGION`, the setting.
    static let regionRule = "must be two letters, a country code such as US or DE"
    static let day = CommandOption("--day", summary: "Trending: today's movies.")
    static let week = CommandOption("--week", summary: "Trending: this week's movies (the default).")
    static let line = CommandOption("--line", summary: "Interactive: read one command a line, also on a terminal.")
    static let fullScreen = CommandOption(
        "--full-screen", summary: "Interactive: the full screen, also when stdout is not a terminal.")
    static let multi = CommandOption(
        "--multi", short: "-m",
        summary: "Pick several: Tab marks a result, Enter prints each marked one's ID, a line each (--json: an array).")

    /// Every option, in the order the general help and the man page list them.
    static let allCases: [CommandOption] = [
        .page, .pages, .limit, .year, .sort, .genre, .minRating, .minVotes, .language, .includeAdult, .source, .refresh,
        .offline, .jsonFields, .format, .noHeader, .verbose, .clear, .poster, .posterWidth, .images, .web, .trailer,
        .region, .color, .line, .fullScreen, .multi, .day, .week,
    ]
}

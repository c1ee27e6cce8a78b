/// Every option of the command line, written once: its name, the value it takes and its help
/// line. The parser reads which options a command takes from here (`Subcommand.options`),
/// and the help texts, the suggestions for a mistyped option, the completion scripts and the man
/// page are all made from this table, so they cannot disagree.
enum CommandOption: String, CaseIterable, Sendable {
    case page = "--page"
    case pages = "--pages"
    case limit = "--limit"
    case year = "--year"
    case language = "--language"
    case includeAdult = "--include-adult"
    case source = "--source"
    case refresh = "--refresh"
    case offline = "--offline"
    case json = "--json"
    case format = "--format"
    case noHeader = "--no-header"
    case verbose = "--verbose"
    case clear = "--clear"
    case poster = "--poster"
    case posterWidth = "--poster-width"
    case line = "--line"
    case fullScreen = "--full-screen"

    /// The option as it is typed: `--page`.
    var name: String { rawValue }

    /// The placeholder of the option's value (`N` in `--page N`); `nil` for a flag.
    var valueName: String? {
        switch self {
        case .page, .pages, .limit: "N"
        case .year: "YYYY"
        case .language: "xx-XX"
        case .source: "SOURCE"
        case .format: "FORMAT"
        case .poster: "FILE"
        case .posterWidth: "PX"
        case .includeAdult, .refresh, .offline, .json, .noHeader, .verbose, .clear, .line, .fullScreen: nil
        }
    }

    /// The values the option accepts when they are few (a shell offers them); empty otherwise.
    var choices: [String] {
        switch self {
        case .source: MoviesSourceKind.allCases.map(\.rawValue)
        case .format: OutputFormat.allCases.map(\.rawValue)
        default: []
        }
    }

    /// Whether the value names a file (a shell completes file names after it).
    var takesFile: Bool { self == .poster }

    /// What the option does, one sentence.
    var summary: String {
        switch self {
        case .page: "The first page of results, 1 to 500 (default 1)."
        case .pages: "How many pages from --page on, 1 to 20 (default 1), fetched at once."
        case .limit: "Show at most N results, 1 to 400, fetching the pages they take."
        case .year: "Only movies released that year."
        case .language: "The language of titles and overviews (TMDB), for example de or pt-BR."
        case .includeAdult: "Include adult movies (TMDB)."
        case .source: "tmdb or catalog (default: tmdb when credentials are set)."
        case .refresh: "Ask TMDB even when the cache holds a fresh answer."
        case .offline: "Never ask TMDB: answer from the cache or fail."
        case .json: "Print one JSON document instead of text (--format json)."
        case .format: "text, json, or tsv: id, title, year, rating; no header (default text)."
        case .noHeader: "Leave out the summary line and the column headings (text)."
        case .verbose: "Explain a failure in full: what TMDB or the network library said."
        case .clear: "Forget every recent query."
        case .poster: "Save the movie's poster image to FILE."
        case .posterWidth: "The poster width to ask for (default 500; TMDB's nearest size)."
        case .line: "Interactive: read one command a line, also on a terminal."
        case .fullScreen: "Interactive: the full screen, also when stdout is not a terminal."
        }
    }

    // MARK: - Texts

    /// `--page N`, as the help's option list shows it.
    var signature: String { valueName.map { "\(name) \($0)" } ?? name }

    /// `[--page N]`, or `[--source tmdb|catalog]` where the values are few, as a synopsis shows it.
    var synopsis: String {
        let value = choices.isEmpty ? valueName : choices.joined(separator: "|")
        return "[" + (value.map { "\(name) \($0)" } ?? name) + "]"
    }
}

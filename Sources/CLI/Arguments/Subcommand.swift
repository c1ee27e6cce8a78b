import CommandLineKit

/// What a help text or a usage error is about: the whole tool or one command. Each command's
/// forms and options are stated here once; the parser, the help, the completion scripts and
/// the man page read them.
enum Subcommand: String, Sendable, Hashable, CaseIterable {
    case general
    case search
    case show
    case recent
    case cache
    case interactive
    case pick
    case popular
    case topRated = "top-rated"
    case upcoming
    case nowPlaying = "now-playing"
    case trending, discover, similar, person
    case config
    case completion

    /// The command `name` names; the whole tool for `nil` or a word that names no command.
    init(_ name: String?) {
        self = name.flatMap { $0 == "general" ? nil : Subcommand(rawValue: $0) } ?? .general
    }

    /// The commands, in the order the help lists them.
    static let commands = allCases.filter { $0 != .general }

    /// The command as the kit reads it, for the help, the completion scripts and the man page.
    var described: CommandDescription {
        CommandDescription(
            name: rawValue, summary: summary, details: HelpText.details(self), forms: forms,
            examples: HelpText.examples(self))
    }

    /// The command's forms, as its synopsis lists them.
    var forms: [CommandForm] {
        let source: [CommandOption] = [.source, .refresh, .offline, .color]
        let arrangement = Self.arrangementOptions
        switch self {
        case .general: return []
        case .search:
            return [
                CommandForm(
                    words: "search <query words...>",
                    options: [
                        .page, .pages, .limit, .year, .sort, .genre, .minRating, .minVotes, .language, .includeAdult,
                    ] + source + [.json, .format, .noHeader, .verbose])
            ]
        case .show:
            return [
                CommandForm(
                    words: "show <id>",
                    options: source + [.region, .json, .format, .poster, .posterWidth, .images, .verbose])
            ]
        case .recent: return [CommandForm(words: "recent", options: [.json, .format, .clear, .color])]
        case .cache:
            return [CommandForm(words: "cache info", options: [.json]), CommandForm(words: "cache clear", options: [])]
        case .interactive:
            return [
                CommandForm(
                    words: "[interactive]",
                    options: source + arrangement + [.region, .verbose, .line, .fullScreen, .images])
            ]
        case .pick:
            return [CommandForm(words: "pick [<query words...>]", options: source + arrangement + [.json, .verbose])]
        case .config:
            return ["config", "config get KEY", "config set KEY [VALUE]", "config unset KEY"].map {
                CommandForm(words: $0, options: [])
            }
        case .completion: return [CommandForm(words: "completion bash|zsh|fish", options: [])]
        case .popular, .topRated, .upcoming, .nowPlaying, .trending, .discover, .similar, .person:
            let words: [Subcommand: String] = [
                .trending: "trending [--day|--week]", .similar: "similar <id>", .person: "person <name words...>",
            ]
            let list = [CommandOption.page, .limit, .language] + source + [.json, .format, .noHeader, .verbose]
            let own: [CommandOption] = self == .discover ? arrangement : self == .trending ? [.day, .week] : []
            // The lists TMDB asks for by country.
            let region: [CommandOption] = [.trending, .similar, .person].contains(self) ? [] : [.region]
            return [CommandForm(words: words[self] ?? rawValue, options: own + region + list)]
        }
    }

    /// The options that order and narrow the results: the command line's, and what `f` edits in
    /// the full screen.
    static let arrangementOptions: [CommandOption] = [.sort, .year, .genre, .minRating, .minVotes]

    /// Every option the command takes, in the order its help lists them.
    var options: [CommandOption] { CommandForm.options(of: forms) }
}

extension ToolDescription {
    /// `movies`' command line, as the kit reads it to make the completion scripts and the man
    /// page: the commands of `Subcommand`, the options of `CommandOption`, the settings' names
    /// after `KEY`, and the recent queries (listed by `movies recent`) after `search`, whose
    /// words a first word that names no command is offered as (`movies alien`).
    static let movies = ToolDescription(
        name: "movies", summary: Subcommand.general.summary, commands: Subcommand.commands.map(\.described),
        generalOptions: Subcommand.interactive.options, options: CommandOption.allCases,
        placeholderWords: ["KEY": ConfigKey.allCases.map { CompletionWord($0.rawValue, summary: $0.summary) }],
        outputWords: ToolOutputWords(
            placeholder: "<query words...>", arguments: "recent --format tsv", name: "recent",
            singular: "Recent query", plural: "recent queries"),
        wordsCommand: Subcommand.search.rawValue)
}

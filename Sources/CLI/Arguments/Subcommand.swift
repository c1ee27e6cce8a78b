import CommandLineKit

/// What a help text or a usage error is about: the whole tool or one command. Each command
/// states its forms and options in its own file; the parser, the help, the completion scripts
/// and the man page read them through `forms`.
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

    /// The command's forms, as its synopsis lists them: each command states its own.
    var forms: [CommandForm] {
        switch self {
        case .general: []
        case .search: SearchCommand.forms
        case .show: ShowCommand.forms
        case .recent: RecentCommand.forms
        case .cache: CacheCommand.forms
        case .interactive: InteractiveCommand.forms
        case .pick: PickCommand.forms
        case .config: ConfigCommand.forms
        case .completion: CompletionCommand.forms
        case .popular, .topRated, .upcoming, .nowPlaying, .trending, .discover, .similar, .person:
            ListCommand.forms(self)
        }
    }

    /// The options every command that fetches movies takes: where they come from, and colour.
    static let sourceOptions: [CommandOption] = [.source, .refresh, .offline, .color]

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
        name: "movies", summary: Subcommand.general.summary, commandNames: Subcommand.commands.map(\.rawValue),
        describe: { Subcommand($0).described },
        generalOptions: Subcommand.interactive.options, options: CommandOption.allCases,
        placeholderWords: ["KEY": ConfigKey.allCases.map { CompletionWord($0.rawValue, summary: $0.summary) }],
        outputWords: ToolOutputWords(
            placeholder: "<query words...>", arguments: "recent --format tsv", name: "recent",
            singular: "Recent query", plural: "recent queries"),
        wordsCommand: Subcommand.search.rawValue)
}

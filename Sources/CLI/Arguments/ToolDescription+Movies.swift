import CommandLineKit

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

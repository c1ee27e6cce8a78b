/// How a help text lays out a tool's description: one usage line a form, options and commands
/// in two columns.
public enum HelpLayout {
    /// The column where an option's summary starts in an options list.
    public static let summaryColumn = 21

    /// `Usage: tool <form words> [options]`, one line a form (`[options]` when it takes any), the
    /// later ones aligned under the first: the options are listed once, below, as gh's help does.
    public static func usage(of command: CommandDescription, tool: String) -> String {
        command.forms.enumerated().map { index, form in
            (index == 0 ? "Usage: " : "       ") + tool + " " + form.words + (form.options.isEmpty ? "" : " [options]")
        }.joined(separator: "\n")
    }

    /// A command's help: its usage, its paragraph, its options, if it takes any, then
    /// `sections` (blocks of the tool's own, such as `section(_:_:)` makes), then its examples.
    public static func help(of command: CommandDescription, tool: String, sections: [String] = []) -> String {
        var blocks = [usage(of: command, tool: tool), command.details]
        if !command.options.isEmpty { blocks.append(optionList(command.options)) }
        blocks += sections
        if !command.examples.isEmpty {
            blocks.append((["Examples:"] + command.examples.map { "  " + $0 }).joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// The tool's help, short as gh's: what it does, how a command is called (and the version
    /// asked for), the commands, the `common` options, then `sections` (examples, where to read
    /// more), a blank line before each. Each command's help has the rest.
    public static func help(of tool: ToolDescription, common: [OptionDescription], sections: [String]) -> String {
        let head = [
            "\(tool.name): \(lowercasedFirst(tool.summary))",
            "Usage: \(tool.name) <command> [arguments] [options]    \(tool.name) --version",
            "Commands:\n" + commandList(tool.commands),
            section("Common options", common.map { ($0.signature, $0.summary) }),
        ]
        return (head + sections).joined(separator: "\n\n")
    }

    /// A `Title:` block of `rows`, each a name and its summary in two columns.
    public static func section(_ title: String, _ rows: [(name: String, summary: String)]) -> String {
        ([title + ":"] + rows.map { "  " + columns($0.name, $0.summary) }).joined(separator: "\n")
    }

    /// An "Options:" block listing `options` in the order given.
    public static func optionList(_ options: [OptionDescription]) -> String {
        section("Options", options.map { ($0.signature, $0.summary) })
    }

    /// The commands' names and summaries, two spaces after the longest name, one a line.
    public static func commandList(_ commands: [CommandDescription]) -> String {
        let width = commands.map(\.name.count).max() ?? 0
        return commands.map { command in
            "  " + command.name + String(repeating: " ", count: width + 2 - command.name.count) + command.summary
        }.joined(separator: "\n")
    }

    /// `name` and `summary` in two columns, the summary at `summaryColumn` (or two spaces on).
    public static func columns(_ name: String, _ summary: String) -> String {
        name + String(repeating: " ", count: max(2, summaryColumn - name.count)) + summary
    }

    /// `text` with its first character lower-cased: a summary used after a colon.
    public static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

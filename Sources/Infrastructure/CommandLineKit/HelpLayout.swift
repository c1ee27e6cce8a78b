/// How a help text lays out a tool's description: synopses wrapped at `width`, options and
/// commands in two columns.
public enum HelpLayout {
    /// The widest a synopsis line grows before it wraps.
    public static let width = 88
    /// The column where an option's summary starts in an options list.
    public static let summaryColumn = 21

    /// `Usage: tool <form words> [options…]`, one synopsis a form, the later ones aligned under
    /// the first.
    public static func usage(of command: CommandDescription, tool: String) -> String {
        command.forms.enumerated().flatMap { index, form in
            synopsis(form, tool: tool, indent: index == 0 ? "Usage: " : "       ")
        }.joined(separator: "\n")
    }

    /// `Usage:` and every command's forms, then the ways to ask for help and the version.
    public static func usage(of tool: ToolDescription) -> String {
        let forms = tool.commands.flatMap(\.forms).flatMap { synopsis($0, tool: tool.name, indent: "  ") }
        let name = tool.name
        let rest = [
            "  \(name) help [COMMAND] | \(name) <command> --help", "  \(name) --help | -h",
            "  \(name) --version | -v | version",
        ]
        return (["Usage:"] + forms + rest).joined(separator: "\n")
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

    /// The tool's help: what it does, its usage, its commands, its options, then `sections`
    /// (blocks of the tool's own, such as `section(_:_:)` makes), a blank line before each.
    public static func help(of tool: ToolDescription, sections: [String]) -> String {
        let head = [
            "\(tool.name): \(lowercasedFirst(tool.summary))", usage(of: tool),
            "Commands:\n" + commandList(tool.commands), optionList(tool.options),
        ]
        return (head + sections).joined(separator: "\n\n")
    }

    /// A `Title:` block of `rows`, each a name and its summary in two columns.
    public static func section(_ title: String, _ rows: [(name: String, summary: String)]) -> String {
        ([title + ":"] + rows.map { "  " + columns($0.name, $0.summary) }).joined(separator: "\n")
    }

    /// `tool <form words> [options…]` after `indent`, wrapped at `width` with the options'
    /// brackets whole; a wrapped line is indented four spaces further.
    public static func synopsis(_ form: CommandForm, tool: String, indent: String) -> [String] {
        let continuation = String(repeating: " ", count: indent.count + 4)
        var lines: [String] = []
        var line = indent + tool + " " + form.words
        for option in form.options.map(\.synopsis) {
            if line.count + 1 + option.count > width {
                lines.append(line)
                line = continuation + option
            } else {
                line += " " + option
            }
        }
        return lines + [line]
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

/// What a command line asks of a tool before any command reads its words, by the conventions
/// every tool a `ToolDescription` describes follows: `help [COMMAND [WORDS…]]` and `help --man`,
/// a help flag first or anywhere after a command, `--version`, `-v` or `version` alone, a
/// command's name, or options first for the tool's default command. `help help`, `help version`
/// and `version --help` are the tool's help.
public enum Invocation: Sendable, Hashable {
    /// No command named: no words, or options first (`tool --verbose`).
    case defaultCommand(ArraySlice<String>)
    /// A command of the tool, and the words after its name.
    case command(String, ArraySlice<String>)
    /// The help of a command, or of the whole tool (`nil`).
    case help(String?)
    /// `help --man`: the manual page.
    case manualPage
    /// The version.
    case version

    /// What `arguments` ask of `tool`. A usage error is about the command it names, or the
    /// closest one to a mistyped name, or the tool's `wordsCommand` for words that name none
    /// (`tool alien`: `did you mean 'tool search alien'?`); `nil` is the whole tool.
    public init(_ arguments: [String], of tool: ToolDescription) throws(UsageError<String?>) {
        let commands = tool.commandNames
        guard let first = arguments.first else {
            self = .defaultCommand([])
            return
        }
        let rest = arguments.dropFirst()
        if ToolDescription.helpFlags.contains(first) {
            self = .help(nil)
        } else if ToolDescription.versionWords.contains(first) {
            // `version --help`: the tool's help, whose usage line names the version.
            if ToolDescription.asksForHelp(rest) {
                self = .help(nil)
                return
            }
            guard rest.isEmpty else { throw UsageError(message: "\(first) takes no arguments", topic: nil) }
            self = .version
        } else if first == "help" {
            self = try UsageError<String?>.about(nil) { () throws(ArgumentError) in
                try Self.help(rest, commands: commands)
            }
        } else if commands.contains(first) {
            self = ToolDescription.asksForHelp(rest) ? .help(first) : .command(first, rest)
        } else if first.hasPrefix("-") {
            self = .defaultCommand(arguments[...])
        } else if first.allSatisfy(\.isWhitespace) {
            // `movies ''`: no command, and no words to offer searching for.
            throw UsageError(message: "an empty argument names no command", topic: nil)
        } else {
            let suggestion = Suggestion.closest(to: first, among: tool.commandWords)
            if suggestion == nil, let command = tool.wordsCommand {
                let meant = ArgumentText.quoted(([tool.name, command] + arguments).joined(separator: " "))
                throw UsageError(
                    message: "unknown command \(ArgumentText.quoted(first)); did you mean \(meant)?", topic: command)
            }
            let error = ArgumentError.unknown("unknown command", first, among: tool.commandWords)
            throw UsageError(message: error.message, topic: suggestion.flatMap { commands.contains($0) ? $0 : nil })
        }
    }

    /// `help`, `help COMMAND [WORDS…]` or `help --man`. Words after the command are read as
    /// `COMMAND WORDS… --help` reads them, and as gh's `help pr create` does: the command's help
    /// (`help cache info` is `cache`'s, which lists its `info` form).
    private static func help(_ words: ArraySlice<String>, commands: [String]) throws(ArgumentError) -> Invocation {
        guard let word = words.first else { return .help(nil) }
        if word == "--man" {
            guard words.count == 1 else { throw ArgumentError("--man takes no arguments") }
            return .manualPage
        }
        // `help help`, `help --help` and `help version`: the tool's help says them.
        if ["help", "version"].contains(word) || ToolDescription.helpFlags.contains(word) {
            return .help(nil)
        }
        guard commands.contains(word) else {
            throw .unknown("no help for", word, among: commands)
        }
        return .help(word)
    }
}

/// A whole command-line tool: its commands, its options and what a shell may offer for its
/// placeholders. Besides its commands, a tool described here answers `help [COMMAND]`,
/// `version`, `--help` after any command and `--version` before one; the completion scripts
/// offer those too.
public struct ToolDescription: Sendable {
    /// The tool's name, as it is typed.
    public let name: String
    /// What the tool does, one sentence. Written out only when asked (help, manual page,
    /// completion scripts): parsing a command line never is.
    public var summary: String { makeSummary() }
    /// The commands, in the order the help lists them.
    public let commands: [CommandDescription]
    /// The options taken before any command.
    public let generalOptions: [OptionDescription]
    /// Every option, in the order the general help and the manual page list them.
    public let options: [OptionDescription]
    /// The words a shell offers for a placeholder of a synopsis (`KEY`: the settings' names).
    /// Alternatives written into a synopsis (`bash|zsh|fish`) are offered without being listed.
    /// Made only when asked, as `summary` is.
    public var placeholderWords: [String: [CompletionWord]] { makePlaceholderWords() }
    /// Words a shell asks the tool for, if any.
    public let outputWords: ToolOutputWords?
    /// The command whose arguments are free words (a search's query), if any: a first word that
    /// names no command and is close to none is offered as its words (`did you mean 'tool
    /// search alien'?`).
    public let wordsCommand: String?
    private let makeSummary: @Sendable () -> String
    private let makePlaceholderWords: @Sendable () -> [String: [CompletionWord]]

    /// A tool named `name`; see the properties.
    public init(
        name: String, summary: @autoclosure @escaping @Sendable () -> String, commands: [CommandDescription],
        generalOptions: [OptionDescription], options: [OptionDescription],
        placeholderWords: @autoclosure @escaping @Sendable () -> [String: [CompletionWord]] = [:],
        outputWords: ToolOutputWords? = nil, wordsCommand: String? = nil
    ) {
        self.name = name
        self.makeSummary = summary
        self.commands = commands
        self.generalOptions = generalOptions
        self.options = options
        self.makePlaceholderWords = placeholderWords
        self.outputWords = outputWords
        self.wordsCommand = wordsCommand
    }

    /// Every word the tool takes as its first argument: the commands, `help` and `version`.
    public var commandWords: [String] { commands.map(\.name) + ["help", "version"] }

    // MARK: - Help and version

    /// Words that ask for help wherever they appear before `--`.
    public static let helpFlags: Set<String> = ["--help", "-h"]
    /// Words that ask for the version as the first argument.
    public static let versionWords: Set<String> = ["--version", "-v", "version"]

    /// Whether a help flag comes before any `--` in `arguments`.
    public static func asksForHelp(_ arguments: some Sequence<String>) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if helpFlags.contains(argument) { return true }
        }
        return false
    }
}

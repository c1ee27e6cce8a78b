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
    /// The commands' names, in the order the help lists them.
    public let commandNames: [String]
    /// The commands, in the order the help lists them. Each is described only when asked
    /// (`command(named:)`): parsing one command's words describes that command alone.
    public var commands: [CommandDescription] { commandNames.map(describeCommand) }
    /// The options taken before any command; made only when asked, as a command's description is.
    public var generalOptions: [OptionDescription] { makeGeneralOptions() }
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
    private let describeCommand: @Sendable (String) -> CommandDescription
    private let makeGeneralOptions: @Sendable () -> [OptionDescription]
    private let makePlaceholderWords: @Sendable () -> [String: [CompletionWord]]

    /// A tool named `name` whose commands are described as they are asked for: `describe` makes
    /// the description of each of `commandNames`; see the properties.
    public init(
        name: String, summary: @autoclosure @escaping @Sendable () -> String, commandNames: [String],
        describe: @escaping @Sendable (String) -> CommandDescription,
        generalOptions: @autoclosure @escaping @Sendable () -> [OptionDescription], options: [OptionDescription],
        placeholderWords: @autoclosure @escaping @Sendable () -> [String: [CompletionWord]] = [:],
        outputWords: ToolOutputWords? = nil, wordsCommand: String? = nil
    ) {
        self.name = name
        self.makeSummary = summary
        self.commandNames = commandNames
        self.describeCommand = describe
        self.makeGeneralOptions = generalOptions
        self.options = options
        self.makePlaceholderWords = placeholderWords
        self.outputWords = outputWords
        self.wordsCommand = wordsCommand
    }

    /// A tool named `name` with its commands described at once; see the properties.
    public init(
        name: String, summary: @autoclosure @escaping @Sendable () -> String, commands: [CommandDescription],
        generalOptions: [OptionDescription], options: [OptionDescription],
        placeholderWords: @autoclosure @escaping @Sendable () -> [String: [CompletionWord]] = [:],
        outputWords: ToolOutputWords? = nil, wordsCommand: String? = nil
    ) {
        let byName = Dictionary(commands.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(
            name: name, summary: summary(), commandNames: commands.map(\.name),
            describe: { byName[$0] ?? CommandDescription(name: $0, summary: "", details: "", forms: []) },
            generalOptions: generalOptions, options: options, placeholderWords: placeholderWords(),
            outputWords: outputWords, wordsCommand: wordsCommand)
    }

    /// The command named `name`, described; `nil` when the tool has no such command.
    public func command(named name: String?) -> CommandDescription? {
        guard let name, commandNames.contains(name) else { return nil }
        return describeCommand(name)
    }

    /// Every word the tool takes as its first argument: the commands, `help` and `version`.
    public var commandWords: [String] { commandNames + ["help", "version"] }

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

/// One command of a tool: its name, what it does, and the forms its synopsis lists.
public struct CommandDescription: Sendable {
    /// The word that selects the command.
    public let name: String
    /// What the command does, one line. Written out only when asked, as `details` is.
    public var summary: String { makeSummary() }
    /// The paragraph its help gives between the synopsis and the options; an indented line is an
    /// example, kept as it is. Written out only when asked: parsing a command line never is.
    public var details: String { makeDetails() }
    /// The command's forms, in the order its synopsis lists them.
    public let forms: [CommandForm]
    /// Command lines to run as they are, which its help ends with and its manual page lists.
    /// Written out only when asked, as `details` is.
    public var examples: [String] { makeExamples() }
    private let makeSummary: @Sendable () -> String
    private let makeDetails: @Sendable () -> String
    private let makeExamples: @Sendable () -> [String]

    /// A command named `name`.
    public init(
        name: String, summary: @autoclosure @escaping @Sendable () -> String,
        details: @autoclosure @escaping @Sendable () -> String, forms: [CommandForm],
        examples: @autoclosure @escaping @Sendable () -> [String] = []
    ) {
        self.name = name
        self.makeSummary = summary
        self.makeDetails = details
        self.forms = forms
        self.makeExamples = examples
    }

    /// Every option the command takes, each once, in the order its forms list them.
    public var options: [OptionDescription] { CommandForm.options(of: forms) }
}

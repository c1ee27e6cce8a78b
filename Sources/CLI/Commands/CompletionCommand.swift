import CommandLineKit

/// `movies completion bash|zsh|fish`: prints the completion script for that shell, made by the
/// kit from the commands' forms and options (`ToolDescription.movies`).
struct CompletionCommand: Command {
    var shell: Shell

    /// The command's form: it takes no option.
    static let forms = [CommandForm(words: "completion bash|zsh|fish", options: [])]

    init(shell: Shell) {
        self.shell = shell
    }

    /// The shell the word after `completion` names.
    init(_ scanned: ScannedArguments) throws(ArgumentError) {
        let shells = Shell.allCases.map(\.rawValue)
        guard let name = scanned.positionals.first else {
            throw ArgumentError("completion needs a shell: \(shells.joined(separator: ", "))")
        }
        guard let shell = Shell(rawValue: name) else {
            throw .unknown("no completion for", name, " (\(shells.joined(separator: ", ")))", among: shells)
        }
        try scanned.rejectPositionals(after: 1)
        self.init(shell: shell)
    }

    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        context.console.out(shell.completionScript(for: .movies, printedBy: "movies completion \(shell)"))
        return .success
    }
}

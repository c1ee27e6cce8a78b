import CommandLineKit

// MARK: - movies completion

extension CommandLineParser {
    /// `movies completion bash|zsh|fish`.
    func completion(_ scanned: ScannedArguments) throws(ArgumentError) -> CLICommand {
        let shells = Shell.allCases.map(\.rawValue)
        guard let name = scanned.positionals.first else {
            throw ArgumentError("completion needs a shell: \(shells.joined(separator: ", "))")
        }
        guard let shell = Shell(rawValue: name) else {
            throw .unknown("no completion for", name, " (\(shells.joined(separator: ", ")))", among: shells)
        }
        try scanned.rejectPositionals(after: 1)
        return .completion(shell)
    }
}

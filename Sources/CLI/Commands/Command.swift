import TerminalKit

/// A command of `movies`, kept in one file as swift-argument-parser keeps a `ParsableCommand`:
/// its forms and options (`static let forms`), how it reads the words after its name (its
/// `init` from the kit's `ScannedArguments`) and its run. The parser, the help, the completion
/// scripts and the man page read the commands through `Subcommand`; the command is a value, so
/// a test compares what a command line parses to.
protocol Command: Sendable, Hashable {
    /// `--color`, for a command that takes it; `nil` when not given, or not taken.
    var color: ColorChoice? { get }

    /// Runs the command in `context`: the composition root, the console and the environment.
    @MainActor func run(in context: CommandContext) async -> ExitStatus
}

extension Command {
    /// No `--color`: the environment and the settings choose.
    var color: ColorChoice? { nil }
}

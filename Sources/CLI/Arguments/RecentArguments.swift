import TerminalKit

/// `movies recent`'s arguments.
struct RecentArguments: Sendable, Hashable {
    var format: OutputFormat = .text
    /// `--clear`: forget the queries instead of listing them.
    var clear = false
    /// `--color`: when text output is coloured.
    var color = ColorChoice.auto
}

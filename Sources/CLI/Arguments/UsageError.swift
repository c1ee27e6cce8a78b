import CommandLineKit

/// A command line that cannot run, about one command (`Subcommand`) or the whole tool; it
/// touches neither the cache nor the recent queries.
typealias UsageError = CommandLineKit.UsageError<Subcommand>

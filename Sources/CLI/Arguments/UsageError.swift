/// A command line that cannot run: an unknown command or flag, a missing or bad value. The
/// tool prints `message` and `topic`'s usage on stderr and exits with status 2, touching
/// neither the cache nor the recent queries.
struct UsageError: Error, Sendable, Hashable {
    /// One line saying what is wrong, without the `movies:` prefix.
    let message: String
    /// The command whose usage follows the message.
    let topic: Subcommand
}

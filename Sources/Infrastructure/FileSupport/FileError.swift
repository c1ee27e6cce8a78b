/// Why a file operation failed: one sentence naming what was attempted, the path and the
/// system's reason ("cannot write /path: No space left on device"), fit to show a user.
public struct FileError: Error, Sendable, Hashable {
    /// The sentence, without a trailing period.
    public let message: String

    /// A failure described by `message`.
    public init(message: String) {
        self.message = message
    }
}

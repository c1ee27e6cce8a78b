/// A command line that cannot run, and what it was about: the tool prints `message`, then
/// points at `topic`'s usage (a command of its own, or the whole tool), and exits with status 2.
public struct UsageError<Topic: Sendable & Hashable>: Error, Sendable, Hashable {
    /// One line saying what is wrong, without the tool's name.
    public let message: String
    /// What the usage shown after the message is about.
    public let topic: Topic

    /// The error saying `message` about `topic`.
    public init(message: String, topic: Topic) {
        self.message = message
        self.topic = topic
    }

    /// What `body` returns; an `ArgumentError` it throws becomes a usage error about `topic`.
    public static func about<Value>(
        _ topic: Topic, _ body: () throws(ArgumentError) -> Value
    ) throws(UsageError) -> Value {
        do throws(ArgumentError) {
            return try body()
        } catch {
            throw UsageError(message: error.message, topic: topic)
        }
    }
}

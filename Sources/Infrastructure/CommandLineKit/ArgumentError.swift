/// A command line that cannot run, said in one line: what the kit's checks and a tool's own
/// rules throw. The tool prints it with its name and points at the usage.
public struct ArgumentError: Error, Sendable, Hashable {
    /// What is wrong, without the tool's name: `--page needs a value`.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// `what 'word'<detail>; did you mean 'closest'?`: a word that is not one of `candidates`,
    /// quoted, followed by `detail` as it is (` (a or b)`, ` for tool search`) and by the
    /// closest candidate when one is close.
    public static func unknown(
        _ what: String, _ word: String, _ detail: String = "", among candidates: [String]
    ) -> ArgumentError {
        var message = "\(what) \(ArgumentText.quoted(word))\(detail)"
        if let suggestion = Suggestion.closest(to: word, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return ArgumentError(message)
    }

    /// `unexpected argument 'word'`: a word the command has no place for.
    public static func unexpected(_ word: String) -> ArgumentError {
        ArgumentError("unexpected argument \(ArgumentText.quoted(word))")
    }
}

/// A word a shell may offer, with what it means (zsh and fish show the summary beside it).
public struct CompletionWord: Sendable {
    /// The word as it is typed.
    public let text: String
    /// What it means; empty when the word says it all.
    public let summary: String

    /// The word `text`, described by `summary`.
    public init(_ text: String, summary: String = "") {
        self.text = text
        self.summary = summary
    }
}

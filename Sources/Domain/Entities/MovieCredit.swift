/// What a person did on one film: the character they played, and their jobs in its crew.
public struct MovieCredit: Sendable, Hashable {
    /// The character (or characters, joined with ` / `) they played; `nil` when not in the cast.
    public let character: String?
    /// Their jobs in the crew (`Director`, `Screenplay`), in the source's order; empty when none.
    public let jobs: [String]

    /// A credit as `character` and `jobs`.
    public init(character: String? = nil, jobs: [String] = []) {
        (self.character, self.jobs) = (character, jobs)
    }
}

/// Words a shell asks the tool itself for, as it completes: the first tab-separated column of
/// each line the tool prints when run with `arguments` (recent entries, saved names).
public struct ToolOutputWords: Sendable {
    /// The synopsis placeholder they stand for: `<query words...>`.
    public let placeholder: String
    /// What follows the tool's name to list them: `recent --format tsv`.
    public let arguments: String
    /// A short name for the scripts' functions and variables: `recent`.
    public let name: String
    /// One of them, as a shell labels it: `Recent query`.
    public let singular: String
    /// Several, as a shell labels them: `recent queries`.
    public let plural: String

    /// Words listed by running the tool with `arguments`, offered for `placeholder`.
    public init(placeholder: String, arguments: String, name: String, singular: String, plural: String) {
        self.placeholder = placeholder
        self.arguments = arguments
        self.name = name
        self.singular = singular
        self.plural = plural
    }
}

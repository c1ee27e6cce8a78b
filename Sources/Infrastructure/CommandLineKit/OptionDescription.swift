/// One option of a command line, described once: the help, the usage errors, the completion
/// scripts and the manual page are all made from it.
public struct OptionDescription: Sendable, Hashable {
    /// The option as it is typed: `--page`.
    public let name: String
    /// The placeholder of the option's value (`N` in `--page N`); `nil` for a flag.
    public let valueName: String?
    /// The values the option accepts when they are few (a shell offers them); empty otherwise.
    public let choices: [String]
    /// Whether the value names a file (a shell completes file names after it).
    public let takesFile: Bool
    /// What the option does, one sentence.
    public let summary: String

    /// An option named `name`, taking a value shown as `valueName` unless that is `nil`.
    public init(
        _ name: String, value valueName: String? = nil, choices: [String] = [], takesFile: Bool = false,
        summary: String
    ) {
        self.name = name
        self.valueName = valueName
        self.choices = choices
        self.takesFile = takesFile
        self.summary = summary
    }

    /// `--page N`, as a help's option list shows it.
    public var signature: String { valueName.map { "\(name) \($0)" } ?? name }

    /// `[--page N]`, or `[--source a|b]` where the values are few, as a synopsis shows it.
    public var synopsis: String {
        let value = choices.isEmpty ? valueName : choices.joined(separator: "|")
        return "[" + (value.map { "\(name) \($0)" } ?? name) + "]"
    }
}

/// One option of a command line, described once: the help, the usage errors, the completion
/// scripts and the manual page are all made from it, and its value is checked by its `rule`.
/// Two descriptions are the same option when they have the same name.
public struct OptionDescription: Sendable, Hashable {
    /// The option as it is typed: `--page`.
    public let name: String
    /// A one-letter spelling of it, `-n` for `--limit`, if it has one.
    public let shortName: String?
    /// The placeholder of the option's value (`N` in `--page N`); `nil` for a flag.
    public let valueName: String?
    /// What the option's value may be.
    public let rule: ValueRule
    /// What the option does, one sentence.
    public let summary: String
    /// For an option whose value is a list (`--genre drama,comedy`), what joins the values of
    /// the option given several times (`--genre drama --genre comedy` is `drama,comedy`); `nil`
    /// for an option of one value, which given twice is a usage error, never the last one silently.
    public let listSeparator: String?
    /// Whether the option is also a flag: given alone it takes no value, and it takes the word
    /// after it only when `rule` accepts that word (`--json`, or `--json title,year`); its
    /// `valueName` is shown in brackets (`[FIELDS]`).
    public let valueIsOptional: Bool

    /// An option named `name`, taking a value shown as `valueName` (unless that is `nil`) that
    /// `rule` accepts; a list of them joined by `listSeparator` when it is given several times.
    public init(
        _ name: String, short shortName: String? = nil, value valueName: String? = nil, accepts rule: ValueRule = .text,
        listSeparator: String? = nil, summary: String
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.rule = rule
        self.listSeparator = listSeparator
        self.summary = summary
        self.valueIsOptional = false
    }

    /// A flag that may take a value shown as `[valueName]`: the word after it when `rule`
    /// accepts that word, or one written against it (`--json=title`).
    public init(
        _ name: String, short shortName: String? = nil, optionalValue valueName: String, accepts rule: ValueRule,
        summary: String
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = "[\(valueName)]"
        self.rule = rule
        self.listSeparator = nil
        self.summary = summary
        self.valueIsOptional = true
    }

    /// Whether the option needs a value after it (a shell offers values there, never a command).
    public var needsValue: Bool { valueName != nil && !valueIsOptional }

    /// The values the option accepts when they are few (the help and a shell list them); empty
    /// otherwise.
    public var choices: [String] {
        guard case .choice(let choices) = rule else { return [] }
        return choices
    }

    /// The words a shell offers for the value: its `choices`, or the closed set a `matching`
    /// rule names (`--genre`'s genres, which it also takes in a comma list); empty otherwise.
    public var completions: [String] {
        switch rule {
        case .choice(let choices): choices
        case .matching(_, _, let completions): completions()
        default: []
        }
    }

    /// Whether the value names a file (a shell completes file names after it).
    public var takesFile: Bool {
        guard case .file = rule else { return false }
        return true
    }

    /// `--page N`, or `-n, --limit N`, as a help's option list shows it.
    public var signature: String {
        (shortName.map { "\($0), " } ?? "") + (valueName.map { "\(name) \($0)" } ?? name)
    }

    /// Whether `word` names this option, long or short.
    public func isNamed(_ word: String) -> Bool { word == name || word == shortName }

    /// `[--page N]`, or `[--source a|b]` where the values are few, as a synopsis shows it.
    public var synopsis: String {
        let value = choices.isEmpty ? valueName : choices.joined(separator: "|")
        return "[" + (value.map { "\(name) \($0)" } ?? name) + "]"
    }

    public static func == (lhs: OptionDescription, rhs: OptionDescription) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One way to call a command: the words after the tool's name (literal words in lower case,
/// placeholders otherwise: `get KEY`, `<query words...>`, `bash|zsh`) and the options that go
/// with them.
public struct CommandForm: Sendable {
    /// The words, as a synopsis shows them: `cache info`, `[run]` for a word that may be left out.
    public let words: String
    /// The options the form takes, in the order its synopsis lists them.
    public let options: [OptionDescription]

    /// A form of `words` taking `options`.
    public init(words: String, options: [OptionDescription] = []) {
        self.words = words
        self.options = options
    }

    /// Every option `forms` take, each once, in the order they list them.
    public static func options(of forms: [CommandForm]) -> [OptionDescription] {
        var seen: Set<OptionDescription> = []
        return forms.flatMap(\.options).filter { seen.insert($0).inserted }
    }
}

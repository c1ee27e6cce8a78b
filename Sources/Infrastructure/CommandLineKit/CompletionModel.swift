/// What the completion scripts complete, read from a `ToolDescription`: one source of truth, so
/// a script never offers an option the parser refuses, nor misses one the help lists.
struct CompletionModel: Sendable {
    /// What may follow a command, or a command and its action (`cache info`, `config get`).
    struct Context: Sendable {
        /// `search`, `cache info`; `""` before any command.
        let path: String
        let options: [OptionDescription]
        /// Actions or values a positional word may be.
        let words: [CompletionWord]
        /// Whether the first positional word may be one of the tool's `outputWords`.
        let offersOutputWords: Bool
    }

    let tool: ToolDescription
    /// Every context, the one before any command first.
    let contexts: [Context]

    init(_ tool: ToolDescription) {
        self.tool = tool
        let commands = tool.commands.map { CompletionWord($0.name, summary: $0.summary) }
        let firstWords =
            commands + [
                CompletionWord("help", summary: "Show the help of \(tool.name), or of one command."),
                CompletionWord("version", summary: "Print the version."),
            ]
        let top = Context(path: "", options: tool.generalOptions, words: firstWords, offersOutputWords: false)
        let help = Context(path: "help", options: [], words: commands, offersOutputWords: false)
        contexts = [top, help] + tool.commands.flatMap { Self.contexts(of: $0, in: tool) }
    }

    /// Options that take a value: their value is never a command.
    var valueOptions: [OptionDescription] { tool.options.filter(\.needsValue) }

    /// The options whose value is free text (a number, a language): nothing to offer after them,
    /// as a shell's `case` pattern (`--page|--pages|--limit|-n|…`).
    var freeValueOptions: String {
        valueOptions.filter { $0.completions.isEmpty && !$0.takesFile }.map(Self.pattern).joined(separator: "|")
    }

    /// `option`'s names as a shell's `case` pattern: `--limit|-n`, `--sort`.
    static func pattern(_ option: OptionDescription) -> String {
        ([option.name] + (option.shortName.map { [$0] } ?? [])).joined(separator: "|")
    }

    /// `action` words of `command`, for recognising a path (`config get`).
    var actions: [(command: String, action: String)] {
        contexts.compactMap { context in
            let words = context.path.split(separator: " ")
            return words.count == 2 ? (String(words[0]), String(words[1])) : nil
        }
    }

    /// `--help` everywhere, and `--version` before any command.
    static func builtInOptions(_ context: Context) -> [CompletionWord] {
        let help = CompletionWord("--help", summary: "Show the help.")
        return context.path.isEmpty ? [help, CompletionWord("--version", summary: "Print the version.")] : [help]
    }

    // MARK: - Contexts

    /// A command's contexts: one per form, keyed by its literal words, and for a command whose
    /// forms have actions, one for the command alone offering them.
    private static func contexts(of command: CommandDescription, in tool: ToolDescription) -> [Context] {
        var contexts: [Context] = []
        var actions: [CompletionWord] = []
        for form in command.forms {
            // A word in brackets may be left out: it names no context, but an action is offered
            // (`config [list]`).
            let written = form.words.split(separator: " ").map(String.init)
            if let optional = written.dropFirst().first, optional.hasPrefix("["), optional.hasSuffix("]"),
                optional.dropFirst().dropLast().allSatisfy(\.isLowercase)
            {
                actions.append(CompletionWord(String(optional.dropFirst().dropLast())))
            }
            var words = written.filter { !$0.hasPrefix("[") }
            if words.isEmpty { words = [command.name] }
            var path = words[0]
            var rest = words.dropFirst()
            if let action = rest.first, action.allSatisfy(\.isLowercase) {
                path += " " + action
                actions.append(CompletionWord(action))
                rest = rest.dropFirst()
            }
            let placeholder = rest.joined(separator: " ")
            contexts.append(
                Context(
                    path: path, options: form.options, words: values(of: placeholder, in: tool),
                    offersOutputWords: !placeholder.isEmpty && placeholder == tool.outputWords?.placeholder))
        }
        if !actions.isEmpty, !contexts.contains(where: { $0.path == command.name }) {
            contexts.append(Context(path: command.name, options: [], words: actions, offersOutputWords: false))
        } else if let index = contexts.firstIndex(where: { $0.path == command.name }), !actions.isEmpty {
            let context = contexts[index]
            contexts[index] = Context(
                path: context.path, options: context.options, words: actions, offersOutputWords: false)
        }
        return contexts
    }

    /// The values a placeholder of a synopsis stands for: the tool's words for it, or the
    /// alternatives it spells out (`bash|zsh|fish`).
    private static func values(of placeholder: String, in tool: ToolDescription) -> [CompletionWord] {
        if let words = tool.placeholderWords[placeholder] { return words }
        guard placeholder.contains("|") else { return [] }
        return placeholder.split(separator: "|").map { CompletionWord(String($0)) }
    }
}

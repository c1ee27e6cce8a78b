/// What the completion scripts complete, read from the command table that makes the help
/// (`Subcommand`, `CommandOption`, `ConfigKey`, `Shell`): one source of truth, so a script
/// never offers an option the parser refuses, nor misses one the help lists.
struct CompletionModel: Sendable {
    /// A word to offer, with what it does (zsh and fish show it).
    struct Word: Sendable {
        let text: String
        let summary: String
    }

    /// What may follow a command, or a command and its action (`cache info`, `config get`).
    struct Context: Sendable {
        /// `search`, `cache info`; `""` before any command.
        let path: String
        let options: [CommandOption]
        /// Actions or values a positional word may be.
        let words: [Word]
        /// Whether the first positional word may be a recent query (after `search`).
        let offersRecentQueries: Bool
    }

    /// The words `movies` takes first.
    let commands: [Word]
    /// Every context, the one before any command first.
    let contexts: [Context]

    /// Options that take a value: their value is never a command.
    var valueOptions: [CommandOption] { CommandOption.allCases.filter { $0.valueName != nil } }

    /// The options whose value is free text (a number, a language): nothing to offer after them,
    /// as a shell's `case` pattern (`--page|--pages|…`).
    var freeValueOptions: String {
        valueOptions.filter { $0.choices.isEmpty && !$0.takesFile }.map(\.name).joined(separator: "|")
    }

    /// `action` words of `command`, for recognising a path (`config get`).
    var actions: [(command: String, action: String)] {
        contexts.compactMap { context in
            let words = context.path.split(separator: " ")
            return words.count == 2 ? (String(words[0]), String(words[1])) : nil
        }
    }

    /// The model of `movies`' command table.
    static let movies = CompletionModel()

    private init() {
        commands =
            Subcommand.commands.map { Word(text: $0.rawValue, summary: $0.summary) } + [
                Word(text: "help", summary: "Show the help of movies, or of one command."),
                Word(text: "version", summary: "Print the version."),
            ]
        let top = Context(
            path: "", options: Subcommand.interactive.options, words: commands, offersRecentQueries: false)
        let help = Context(
            path: "help", options: [],
            words: Subcommand.commands.map { Word(text: $0.rawValue, summary: $0.summary) },
            offersRecentQueries: false)
        contexts = [top, help] + Subcommand.commands.flatMap(Self.contexts(of:))
    }

    /// A command's contexts: one per form, keyed by its literal words, and for a command whose
    /// forms have actions, one for the command alone offering them.
    private static func contexts(of topic: Subcommand) -> [Context] {
        var contexts: [Context] = []
        var actions: [Word] = []
        for form in topic.forms {
            var words = form.words.split(separator: " ").map(String.init).filter { $0 != "[interactive]" }
            if words.isEmpty { words = [topic.rawValue] }
            var path = words[0]
            var rest = words.dropFirst()
            if let action = rest.first, action.allSatisfy(\.isLowercase) {
                path += " " + action
                actions.append(Word(text: action, summary: ""))
                rest = rest.dropFirst()
            }
            let placeholder = rest.first ?? ""
            contexts.append(
                Context(
                    path: path, options: form.options, words: values(of: placeholder),
                    offersRecentQueries: placeholder.hasPrefix("<query")))
        }
        if !actions.isEmpty, !contexts.contains(where: { $0.path == topic.rawValue }) {
            contexts.append(Context(path: topic.rawValue, options: [], words: actions, offersRecentQueries: false))
        } else if let index = contexts.firstIndex(where: { $0.path == topic.rawValue }), !actions.isEmpty {
            let context = contexts[index]
            contexts[index] = Context(
                path: context.path, options: context.options, words: actions, offersRecentQueries: false)
        }
        return contexts
    }

    /// The values a placeholder of a synopsis stands for: `bash|zsh|fish`, `KEY`.
    private static func values(of placeholder: String) -> [Word] {
        if placeholder == "KEY" { return ConfigKey.allCases.map { Word(text: $0.rawValue, summary: $0.summary) } }
        guard placeholder.contains("|") else { return [] }
        return placeholder.split(separator: "|").map { Word(text: String($0), summary: "") }
    }
}

/// A command's arguments split into positional words, options with values and flags, before
/// any value is validated.
struct ScannedArguments: Sendable, Hashable {
    var positionals: [String] = []
    /// The value each option was given; when one is repeated, the last one counts.
    var values: [CommandOption: String] = [:]
    var flags: Set<CommandOption> = []

    /// Splits `arguments` by the `options` a command takes (those with a value name take a
    /// value): `--name value`, `--name=value`, flags, and `--`, after which every word is
    /// positional. An unknown option is refused with the closest known one, if one is close;
    /// `alsoKnown` are further words to suggest (`--help`, and `--version` where it applies).
    init(
        _ arguments: ArraySlice<String>, options: [CommandOption], topic: Subcommand,
        alsoKnown: [String] = ["--help"]
    ) throws(UsageError) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals.append(contentsOf: arguments[index...])
                break
            }
            guard Self.isOption(argument) else {
                positionals.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw Self.unknown(name, options: options, alsoKnown: alsoKnown, topic: topic)
            }
            if option.valueName != nil {
                if let inlineValue {
                    values[option] = inlineValue
                } else if index < arguments.endIndex, !Self.isLongOption(arguments[index]) {
                    values[option] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value", topic: topic)
                }
            } else {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value", topic: topic) }
                flags.insert(option)
            }
        }
    }

    // MARK: - Words

    private static func unknown(
        _ name: String, options: [CommandOption], alsoKnown: [String], topic: Subcommand
    ) -> UsageError {
        let command = topic == .general ? "movies" : "movies \(topic.rawValue)"
        var message = "unknown option \(ArgumentText.quoted(name)) for \(command)"
        if let suggestion = Suggestion.closest(to: name, among: options.map(\.name) + alsoKnown) {
            message += "; did you mean '\(suggestion)'?"
        }
        return UsageError(message: message, topic: topic)
    }

    /// Whether `argument` is meant as an option: it starts with a dash and is not a lone dash
    /// or a negative number (which a value check explains better than "unknown option").
    private static func isOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return Int(argument) == nil
    }

    /// Whether `argument` is a long option, so that `--page --json` reports a missing value
    /// instead of taking `--json` as the page.
    private static func isLongOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") && argument.count > 2
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

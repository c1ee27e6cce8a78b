/// A command's arguments split into positional words, options with values and flags, before
/// any value is validated.
struct ScannedArguments: Sendable, Hashable {
    var positionals: [String] = []
    /// The value each option was given; when one is repeated, the last one counts.
    var values: [String: String] = [:]
    var flags: Set<String> = []

    /// Splits `arguments` by the options a command knows: `--name value`, `--name=value`, flags,
    /// and `--`, after which every word is positional.
    init(
        _ arguments: ArraySlice<String>, valueOptions: Set<String>, flagOptions: Set<String>, topic: CommandTopic
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
            if valueOptions.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.endIndex, !Self.isLongOption(arguments[index]) {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value", topic: topic)
                }
            } else if flagOptions.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value", topic: topic) }
                flags.insert(name)
            } else {
                let command = topic == .general ? "movies" : "movies \(topic.rawValue)"
                throw UsageError(
                    message: "unknown option \(ArgumentText.quoted(name)) for \(command)", topic: topic)
            }
        }
    }

    // MARK: - Words

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

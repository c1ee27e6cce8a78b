/// A command's arguments split into positional words, options with values and flags, before
/// any value is validated.
public struct ScannedArguments: Sendable, Hashable {
    /// The words that are not options nor their values, in order.
    public private(set) var positionals: [String] = []
    /// The value each option was given; when one is repeated, the last one counts.
    public private(set) var values: [OptionDescription: String] = [:]
    /// The flags given.
    public private(set) var flags: Set<OptionDescription> = []

    /// Splits `arguments` by the `options` a command takes (those with a value name take a
    /// value): `--name value`, `--name=value`, flags, and `--`, after which every word is
    /// positional. An unknown option is refused with the closest known one, if one is close;
    /// `alsoKnown` are further words to suggest (`--help`).
    public init(
        _ arguments: ArraySlice<String>, options: [OptionDescription], alsoKnown: [String] = []
    ) throws(ArgumentScanError) {
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
                let suggestion = Suggestion.closest(to: name, among: options.map(\.name) + alsoKnown)
                throw .unknownOption(name, suggestion: suggestion)
            }
            if option.valueName != nil {
                if let inlineValue {
                    values[option] = inlineValue
                } else if index < arguments.endIndex, !Self.isLongOption(arguments[index]) {
                    values[option] = arguments[index]
                    index += 1
                } else {
                    throw .missingValue(name)
                }
            } else {
                guard inlineValue == nil else { throw .unexpectedValue(name) }
                flags.insert(option)
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

/// A command's arguments split into positional words, options with values and flags. Each
/// value is checked by its option's `ValueRule` when it is read, so that a tool reports its
/// errors in the order it reads its options.
public struct ScannedArguments: Sendable, Hashable {
    /// The words that are not options nor their values, in order.
    public private(set) var positionals: [String] = []
    /// The value each option was given; a list option given several times has its values joined
    /// (`OptionDescription.listSeparator`), any other given twice is refused.
    public private(set) var values: [OptionDescription: String] = [:]
    /// The flags given (an option whose value is optional among them, with or without one); a
    /// flag given again is the same flag, as a script adding one to be safe expects.
    public private(set) var flags: Set<OptionDescription> = []

    /// Splits `arguments` by the `options` a command takes (those with a value name take a
    /// value): `--name value`, `--name=value`, flags, and `--`, after which every word is
    /// positional. An unknown option is refused as one of `command` (`tool search`) with the
    /// closest known one, if one is close; `alsoKnown` are further words to suggest (`--help`).
    public init(
        _ arguments: ArraySlice<String>, options: [OptionDescription], command: String, alsoKnown: [String] = []
    ) throws(ArgumentError) {
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
            let (name, inlineValue) = Self.split(argument, options: options)
            guard let option = options.first(where: { $0.isNamed(name) }) else {
                // An option without a name (`--=x`) is named as typed, not as `--`.
                let typed = name.allSatisfy { $0 == "-" } ? argument : name
                throw .unknown("unknown option", typed, " for \(command)", among: options.map(\.name) + alsoKnown)
            }
            if option.valueIsOptional {
                flags.insert(option)
                if let inlineValue {
                    try add(inlineValue, to: option)
                } else if index < arguments.endIndex, !Self.isOption(arguments[index]),
                    option.rule.problem(with: arguments[index], option: name) == nil
                {
                    try add(arguments[index], to: option)
                    index += 1
                }
            } else if option.valueName != nil {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.endIndex, !Self.isLongOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw ArgumentError("\(name) needs a value")
                }
                try add(value, to: option)
            } else {
                guard inlineValue == nil else { throw ArgumentError("\(name) takes no value") }
                flags.insert(option)
            }
        }
    }

    /// Splits the words of `tool`'s `command` (`nil`: the default command's, before any command
    /// name) by the options it takes, or by `options` where a form takes fewer; `--help`, and
    /// `--version` before a command, are words to suggest too.
    public init(
        _ arguments: ArraySlice<String>, of tool: ToolDescription, command: String?,
        options: [OptionDescription]? = nil
    ) throws(ArgumentError) {
        let described = tool.command(named: command)
        try self.init(
            arguments, options: options ?? described?.options ?? tool.generalOptions,
            command: [tool.name, command].compactMap(\.self).joined(separator: " "),
            alsoKnown: command == nil ? ["--help", "--version"] : ["--help"])
    }

    // MARK: - Values

    /// Records `value` for `option`: joined to an earlier one for a list option, else refused
    /// when the option was already given.
    private mutating func add(_ value: String, to option: OptionDescription) throws(ArgumentError) {
        guard let earlier = values[option] else {
            values[option] = value
            return
        }
        guard let separator = option.listSeparator else {
            throw ArgumentError("\(option.name) was given twice: give it once")
        }
        values[option] = earlier + separator + value
    }

    /// The value given to `option`, checked by its rule; `nil` when it was not given.
    public func value(_ option: OptionDescription) throws(ArgumentError) -> String? {
        guard let value = values[option] else { return nil }
        if let problem = option.rule.problem(with: value, option: option.name) { throw ArgumentError(problem) }
        return value
    }

    /// The value given to `option` as written, unchecked by its rule: for a caller that can say
    /// more than the rule's message (which of the words given is wrong, and what is allowed).
    public func uncheckedValue(_ option: OptionDescription) -> String? {
        values[option]
    }

    /// The whole number given to `option` (a `.number` one), checked by its rule.
    public func number(_ option: OptionDescription) throws(ArgumentError) -> Int? {
        try value(option).flatMap(ValueRule.wholeNumber)
    }

    /// The choice given to `option` (a `.choice(of: Choice.self)` one), checked by its rule.
    public func value<Choice: RawRepresentable<String>>(
        _ option: OptionDescription, as _: Choice.Type
    ) throws(ArgumentError) -> Choice? {
        try value(option).flatMap(Choice.init(rawValue:))
    }

    /// The one of `exclusive` flags given, if any: `--a and --b cannot be used together` when
    /// two are.
    public func flag(among exclusive: OptionDescription...) throws(ArgumentError) -> OptionDescription? {
        let given = exclusive.filter(flags.contains)
        if given.count > 1 { throw ArgumentError("\(given[0].name) and \(given[1].name) cannot be used together") }
        return given.first
    }

    /// Refuses the positional words after the first `count`: `unexpected argument 'word'`.
    public func rejectPositionals(after count: Int = 0) throws(ArgumentError) {
        if let extra = positionals.dropFirst(count).first { throw .unexpected(extra) }
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

    /// `--name=value`, and a short option's value written against it (`-n3`, as getopt reads
    /// it) when `options` hold a short option of that letter taking a value.
    private static func split(
        _ argument: String, options: [OptionDescription]
    ) -> (name: String, value: String?) {
        if argument.hasPrefix("--") {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        let short = String(argument.prefix(2))
        guard argument.count > 2, options.contains(where: { $0.shortName == short && $0.needsValue }) else {
            return (argument, nil)
        }
        return (short, String(argument.dropFirst(2)))
    }
}

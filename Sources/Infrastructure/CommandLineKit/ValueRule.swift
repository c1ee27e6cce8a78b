/// What an option's value may be. `ScannedArguments.value(_:)` checks a value by its option's
/// rule and refuses it with the kit's message, as the comments show for `--opt`.
public enum ValueRule: Sendable {
    /// Any text.
    case text
    /// A file name, `-` included: `--opt needs a file name` when it is empty.
    case file
    /// A whole number (decimal digits, an optional minus), within `range` when one is given:
    /// `--opt needs a whole number, not 'x'`, `--opt must be from 1 to 9, not 10`.
    case number(in: ClosedRange<Int>? = nil)
    /// One of a few words: `--opt must be a or b, not 'x'`, `--opt must be one of a, b, c, not 'x'`.
    case choice([String])
    /// Text that `accepts` takes: `--opt <rule>, not 'x'` (`rule`: "must look like en or en-US");
    /// `completions` makes the words a shell offers for it, when they are a closed set (genres):
    /// made only for a completion script, never while a command line is read.
    case matching(_ rule: String, accepts: @Sendable (String) -> Bool, completions: @Sendable () -> [String] = { [] })

    /// One of the raw values of `Choice`, in their order.
    public static func choice<Choice: CaseIterable & RawRepresentable<String>>(of _: Choice.Type) -> ValueRule {
        .choice(Choice.allCases.map(\.rawValue))
    }

    /// Why `value` breaks the rule for `option`, or `nil` when it does not.
    func problem(with value: String, option: String) -> String? {
        switch self {
        case .text:
            return nil
        case .file:
            return value.isEmpty ? "\(option) needs a file name" : nil
        case .number(let range):
            guard let number = Self.wholeNumber(value) else {
                // Digits past what an `Int` holds are a number out of range, not no number.
                guard Self.isWholeNumberText(value) else {
                    return "\(option) needs a whole number, not \(ArgumentText.quoted(value))"
                }
                let bounds = range ?? Int.min...Int.max
                return "\(option) must be from \(bounds.lowerBound) to \(bounds.upperBound), not \(value)"
            }
            guard let range, !range.contains(number) else { return nil }
            return "\(option) must be from \(range.lowerBound) to \(range.upperBound), not \(number)"
        case .choice(let choices):
            guard !choices.contains(value) else { return nil }
            let words =
                choices.count <= 2 ? choices.joined(separator: " or ") : "one of " + choices.joined(separator: ", ")
            return "\(option) must be \(words), not \(ArgumentText.quoted(value))"
        case .matching(let rule, let accepts, _):
            return accepts(value) ? nil : "\(option) \(rule), not \(ArgumentText.quoted(value))"
        }
    }

    /// Decimal digits with an optional minus sign, in `Int`'s range; no `+`, spaces or underscores.
    static func wholeNumber(_ value: String) -> Int? {
        isWholeNumberText(value) ? Int(value) : nil
    }

    /// Whether `value` is written as a whole number (decimal digits, an optional minus sign),
    /// however large.
    static func isWholeNumberText(_ value: String) -> Bool {
        let digits = value.hasPrefix("-") ? value.dropFirst() : value[...]
        return !digits.isEmpty && digits.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

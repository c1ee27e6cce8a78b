import CommandLineKit

// MARK: - movies config

extension CommandLineParser {
    /// `movies config [get|set|unset KEY [VALUE]]`; a secret's value is never taken from here.
    func parseConfig(_ arguments: ArraySlice<String>) throws(UsageError) -> ConfigArguments {
        let scanned = try ScannedArguments(arguments, options: [], topic: .config)
        var words = scanned.positionals[...]
        guard let action = words.popFirst() else { return .list }
        let actions = ["get", "set", "unset"]
        guard actions.contains(action) else {
            var message = "unknown config action \(ArgumentText.quoted(action)) (get, set or unset)"
            if let suggestion = Suggestion.closest(to: action, among: actions) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, topic: .config)
        }
        guard let name = words.popFirst() else {
            throw UsageError(message: "config \(action) needs a key: \(Self.configKeys)", topic: .config)
        }
        guard let key = ConfigKey(rawValue: name) else {
            var message = "unknown setting \(ArgumentText.quoted(name)) (\(Self.configKeys))"
            if let suggestion = Suggestion.closest(to: name, among: ConfigKey.allCases.map(\.rawValue)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, topic: .config)
        }
        let value = words.popFirst()
        if let extra = words.first ?? (action == "set" ? nil : value) {
            throw UsageError(message: "unexpected argument \(ArgumentText.quoted(extra))", topic: .config)
        }
        switch action {
        case "get": return .get(key)
        case "unset": return .unset(key)
        default:
            // A secret on the command line is seen by every process of the machine and kept in
            // the shell's history: it is refused, not stored.
            if key.isSecret, value != nil {
                throw UsageError(
                    message: "\(key.rawValue) is a secret: it is read from stdin, never from the command line "
                        + "(movies config set \(key.rawValue) < file)", topic: .config)
            }
            if !key.isSecret, value == nil {
                throw UsageError(message: "config set \(key.rawValue) needs a value", topic: .config)
            }
            return .set(key, value: value)
        }
    }

    /// The settings' names, for messages.
    private static var configKeys: String { ConfigKey.allCases.map(\.rawValue).joined(separator: ", ") }
}

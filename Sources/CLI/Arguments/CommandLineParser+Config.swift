import CommandLineKit

// MARK: - movies config

extension CommandLineParser {
    /// `movies config [get|set|unset KEY [VALUE]]`; a secret's value is never taken from here.
    func config(_ scanned: ScannedArguments) throws(ArgumentError) -> ConfigArguments {
        var words = scanned.positionals[...]
        guard let action = words.popFirst() else { return .list }
        let actions = ["get", "set", "unset"]
        guard actions.contains(action) else {
            throw .unknown("unknown config action", action, " (get, set or unset)", among: actions)
        }
        let names = ConfigKey.allCases.map(\.rawValue)
        guard let name = words.popFirst() else {
            throw ArgumentError("config \(action) needs a key: \(names.joined(separator: ", "))")
        }
        guard let key = ConfigKey(rawValue: name) else {
            throw .unknown("unknown setting", name, " (\(names.joined(separator: ", ")))", among: names)
        }
        let value = words.popFirst()
        if let extra = words.first ?? (action == "set" ? nil : value) { throw .unexpected(extra) }
        switch action {
        case "get": return .get(key)
        case "unset": return .unset(key)
        default:
            // A secret on the command line is seen by every process of the machine and kept in
            // the shell's history: it is refused, not stored.
            if key.isSecret, value != nil {
                throw ArgumentError(
                    "\(key.rawValue) is a secret: it is read from stdin, never from the command line "
                        + "(movies config set \(key.rawValue) < file)")
            }
            if !key.isSecret, value == nil { throw ArgumentError("config set \(key.rawValue) needs a value") }
            return .set(key, value: value)
        }
    }
}

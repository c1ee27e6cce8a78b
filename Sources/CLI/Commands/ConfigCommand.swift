import TerminalKit

/// `movies config`: lists the settings and where each comes from, prints one, or changes the
/// settings file. A secret's value is read from stdin and never printed in full; the
/// environment wins over the file, and the command says so when it hides what was just set.
@MainActor
struct ConfigCommand {
    let arguments: ConfigArguments
    let store: any SettingsStoring
    /// The process's environment, whose variables override the file.
    let environment: [String: String]
    let console: Console
    /// Reads a secret from stdin (`SecretInput`), with the prompt given.
    let readSecret: (String) -> String?

    func run() -> ExitStatus {
        do throws(AppSetupFailure) {
            switch arguments {
            case .list: try list()
            case .get(let key): return try get(key)
            case .set(let key, let value): return try set(key, value)
            case .unset(let key): _ = try store.remove(key.rawValue)
            }
            return .success
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(error.message))
            guard error.isBadSetting else { return .failure }
            console.err(HelpText.pointer(.config))
            return .usage
        }
    }

    // MARK: - Actions

    private func list() throws(AppSetupFailure) {
        let stored = try store.settings()
        let width = ConfigKey.allCases.map(\.rawValue.count).max() ?? 0
        var lines = ["# \(TerminalSanitizer.sanitized(store.location))"]
        for key in ConfigKey.allCases {
            let name = key.rawValue + String(repeating: " ", count: width - key.rawValue.count)
            guard let (value, origin) = effective(key, stored) else {
                lines.append("\(name)  (not set)")
                continue
            }
            lines.append("\(name)  \(shown(value, key)) (\(origin))")
        }
        console.out(lines.joined(separator: "\n") + "\n")
    }

    private func get(_ key: ConfigKey) throws(AppSetupFailure) -> ExitStatus {
        guard let (value, _) = effective(key, try store.settings()) else {
            console.err("movies: \(key.rawValue) is not set")
            return .failure
        }
        console.out(shown(value, key) + "\n")
        return .success
    }

    private func set(_ key: ConfigKey, _ given: String?) throws(AppSetupFailure) -> ExitStatus {
        guard let value = given ?? readSecret("\(key.rawValue): "), !value.isEmpty else {
            throw AppSetupFailure(message: "no value for \(key.rawValue) on stdin")
        }
        if let problem = Settings.problem(with: value, for: key) {
            throw AppSetupFailure(message: "\(key.rawValue) \(problem)")
        }
        try store.set(key.rawValue, to: value)
        if !(environment[key.variable] ?? "").isEmpty {
            console.err("movies: \(key.variable) is set, and overrides \(key.rawValue) while it is")
        }
        return .success
    }

    // MARK: - Values

    /// The value in effect and where it comes from: the variable when set, else the file.
    private func effective(_ key: ConfigKey, _ stored: [(key: String, value: String)]) -> (String, String)? {
        if let value = environment[key.variable], !value.isEmpty { return (value, key.variable) }
        guard let value = stored.last(where: { $0.key == key.rawValue })?.value else { return nil }
        return (value, "config file")
    }

    /// A secret masked (its length and, when long, its last four characters); any other value
    /// as it is, sanitized.
    private func shown(_ value: String, _ key: ConfigKey) -> String {
        guard key.isSecret else { return TerminalSanitizer.sanitized(value) }
        let tail = value.count >= 16 ? ", ends in \(TerminalSanitizer.sanitized(String(value.suffix(4))))" : ""
        return "secret: \(value.count) characters\(tail)"
    }
}

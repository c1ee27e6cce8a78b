import CommandLineKit

/// Settings as a program reads them: its environment over its settings file. Each stored setting
/// stands for its variable (`language = de` is `MOVIES_LANGUAGE=de`), so a setting is read one
/// way, whichever way it was given; a variable that is set and not empty wins over the file.
public struct LayeredSettings<Key: SettingKey>: Sendable {
    /// The process's environment.
    public let environment: [String: String]
    /// The file's settings, in file order (`SettingsFile.settings()`).
    public let stored: [(key: String, value: String)]
    /// The file's path, for messages.
    public let location: String

    /// `environment` over the settings `stored` in the file at `location`.
    public init(environment: [String: String], stored: [(key: String, value: String)], location: String) {
        self.environment = environment
        self.stored = stored
        self.location = location
    }

    /// The value in effect for `key` and where it comes from: its variable, else `"config file"`
    /// unless a secret's variable hides it (`secretsHiddenBy`).
    public func effective(_ key: Key) -> (value: String, origin: String)? {
        if let value = environment[key.variable], !value.isEmpty { return (value, key.variable) }
        guard !key.isSecret || secretsHiddenBy == nil,
            let value = stored.last(where: { $0.key == key.rawValue })?.value
        else { return nil }
        return (value, "config file")
    }

    /// The variable of the first secret the environment sets: secrets count as one setting, so
    /// it hides every secret of the file (a token there is not sent beside the environment's
    /// key). `nil` when the environment sets none.
    public var secretsHiddenBy: String? {
        Key.allCases.first { $0.isSecret && !(environment[$0.variable] ?? "").isEmpty }?.variable
    }

    /// Why the file's value of `key` is not in effect though the file holds it: `hidden, APP_KEY
    /// is set` for a secret the environment's hide (`secretsHiddenBy`); else `nil`.
    public func hiding(_ key: Key) -> String? {
        guard key.isSecret, environment[key.variable] ?? "" == "", let variable = secretsHiddenBy,
            stored.contains(where: { $0.key == key.rawValue })
        else { return nil }
        return "hidden, \(variable) is set"
    }

    /// The variables of the environment with the file's settings under them. Every stored setting
    /// is checked (an unknown name or a refused value, named by `location` and the key), then the
    /// variables of `checking` (named by the variable), whatever hides what.
    public func variables(checking: [Key]) throws(SettingsError) -> [String: String] {
        var merged = environment
        let hasSecrets = secretsHiddenBy != nil
        for (name, value) in stored {
            guard let key = Key(rawValue: name) else { throw unknownSetting(name) }
            if let problem = key.problem(with: value) { throw storedRefusal(key, problem) }
            if key.isSecret, hasSecrets { continue }
            if (environment[key.variable] ?? "").isEmpty { merged[key.variable] = value }
        }
        for key in checking {
            if let value = merged[key.variable], !value.isEmpty, let problem = key.problem(with: value) {
                throw .invalidValue(source: key.variable, problem: problem)
            }
        }
        return merged
    }

    /// Why `key` cannot be used, as `variables(checking:)` says it (`error`), and where the
    /// refused value is (`origin`: `"config file"` or the variable, as `effective(_:)` names
    /// them): the file's value first, checked even when the environment hides it, then the
    /// variable's; `nil` when neither is refused.
    public func refusal(_ key: Key) -> (origin: String, problem: String, error: SettingsError)? {
        if let value = stored.last(where: { $0.key == key.rawValue })?.value, let problem = key.problem(with: value) {
            return ("config file", problem, storedRefusal(key, problem))
        }
        if let value = environment[key.variable], !value.isEmpty, let problem = key.problem(with: value) {
            return (key.variable, problem, .invalidValue(source: key.variable, problem: problem))
        }
        return nil
    }

    /// The file's settings no key has, in file order, each as `variables(checking:)` says it.
    public func unknownSettings() -> [SettingsError] {
        stored.filter { Key(rawValue: $0.key) == nil }.map { unknownSetting($0.key) }
    }

    /// `effective(key)` as it may be shown: a secret masked (its length and, when long, its last
    /// four characters), any other value as it is.
    public func shown(_ key: Key) -> (text: String, origin: String)? {
        guard let (value, origin) = effective(key) else { return nil }
        guard key.isSecret else { return (value, origin) }
        let tail = value.count >= 16 ? ", ends in \(value.suffix(4))" : ""
        return ("secret: \(value.count) characters\(tail)", origin)
    }

    private func unknownSetting(_ name: String) -> SettingsError {
        let names = Key.allCases.map(\.rawValue)
        return .unknownSetting(name, location: location, suggestion: Suggestion.closest(to: name, among: names))
    }

    private func storedRefusal(_ key: Key, _ problem: String) -> SettingsError {
        .invalidValue(source: "\(location): \(key.rawValue)", problem: problem)
    }
}

/// Why settings read from a `SettingsFile` and the environment cannot be used. No case holds a
/// value: it may be a secret typed wrong.
public enum SettingsError: Error, Sendable, Hashable {
    /// The file at `location` names a setting no key has; `suggestion` is the closest key's name.
    case unknownSetting(String, location: String, suggestion: String?)
    /// The value `source` gives ("<file>: <key>", or a variable's name) is refused: `problem`.
    case invalidValue(source: String, problem: String)

    /// One sentence for the user; `quote` shows the unknown name as the program shows what a
    /// user typed.
    public func message(quoting quote: (String) -> String = { "'\($0)'" }) -> String {
        switch self {
        case .unknownSetting(let name, let location, let suggestion):
            "\(location): unknown setting \(quote(name))" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .invalidValue(let source, let problem):
            "\(source) \(problem)"
        }
    }
}

/// A setting a program keeps in its `SettingsFile`, named by its raw value (`language`), which
/// an environment variable overrides (`MOVIES_LANGUAGE`).
public protocol SettingKey: RawRepresentable<String>, CaseIterable, Sendable {
    /// The environment variable that overrides the setting.
    var variable: String { get }
    /// Whether the value is a credential: shown masked, and any credential in the environment
    /// hides every credential of the file (they count as one setting).
    var isSecret: Bool { get }
    /// Why `value` cannot be this setting's ("must be tmdb or catalog"), or `nil` when it can.
    /// The text never repeats the value.
    func problem(with value: String) -> String?
}

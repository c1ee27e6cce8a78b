/// `movies config`'s arguments: what to do with the settings file.
enum ConfigArguments: Sendable, Hashable {
    /// `movies config`: every setting, where its value comes from, secrets masked.
    case list
    /// `movies config get KEY`: the value in effect (a secret masked).
    case get(ConfigKey)
    /// `movies config set KEY [VALUE]`: a secret's value is read from stdin, never given here.
    case set(ConfigKey, value: String?)
    /// `movies config unset KEY`.
    case unset(ConfigKey)
}

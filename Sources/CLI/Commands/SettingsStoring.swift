/// Where `movies config` keeps its settings: the settings file, given by the composition root
/// (`SettingsFileStore`). Failures are `AppSetupFailure`s: a file others may read is a bad
/// setting (exit 2), a file that cannot be written a failure (exit 1).
protocol SettingsStoring {
    /// Where the settings are, for the user to read.
    var location: String { get }
    /// The stored settings, in order.
    func settings() throws(AppSetupFailure) -> [(key: String, value: String)]
    /// Stores `value` for `key`.
    func set(_ key: String, to value: String) throws(AppSetupFailure)
    /// Forgets `key`; `false` when it was not stored.
    func remove(_ key: String) throws(AppSetupFailure) -> Bool
}

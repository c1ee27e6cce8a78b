import SettingsStore

/// Why the movies scene cannot be built: a configuration the user must fix (credentials, the
/// TMDB base URL, a timeout, a home folder). The command prints `message` and exits.
struct AppSetupFailure: Error, Sendable, Hashable {
    let message: String
    /// Whether a setting the user gave is wrong or missing (`MOVIES_TIMEOUT=abc`, `--source
    /// tmdb` without credentials): a usage error, exit status 2, as a bad option is. Otherwise
    /// the machine failed (no home folder to keep files in): status 1.
    var isBadSetting = true
    /// The help a bad setting points at: `movies help config` for the settings file's and the
    /// settings' own rules, else the tool's.
    var helpTopic = Subcommand.general
}

extension AppSetupFailure {
    /// A settings file others may read, or that does not parse, is a bad setting; one that
    /// cannot be read or written is the machine's failure.
    init(_ error: SettingsFileError) {
        if case .storage = error {
            self.init(message: error.message, isBadSetting: false)
        } else {
            self.init(message: error.message, helpTopic: .config)
        }
    }

    /// A bad setting, the unknown name shown as an argument is.
    init(_ error: SettingsError) {
        self.init(message: error.message(quoting: ArgumentText.quoted), helpTopic: .config)
    }
}

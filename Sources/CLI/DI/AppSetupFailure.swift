/// Why the movies scene cannot be built: a configuration the user must fix (credentials, the
/// TMDB base URL, a timeout, a home folder). The command prints `message` and exits.
struct AppSetupFailure: Error, Sendable, Hashable {
    let message: String
    /// Whether a setting the user gave is wrong or missing (`MOVIES_TIMEOUT=abc`, `--source
    /// tmdb` without credentials): a usage error, exit status 2, as a bad option is. Otherwise
    /// the machine failed (no home folder to keep files in): status 1.
    var isBadSetting = true
}

/// Why the movies scene cannot be built: a configuration the user must fix (credentials, the
/// TMDB base URL, a home folder). The command prints `message` and exits with status 1.
struct AppSetupFailure: Error, Sendable, Hashable {
    let message: String
}

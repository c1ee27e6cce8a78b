import HTTPClientInterface
import SettingsStore
import TerminalImages

/// Everything a run is configured with (the iOS sample's `AppConfiguration`), typed and checked:
/// read once, from the environment over the settings file (`LayeredSettings`), by `read(_:paths:)`,
/// and handed to the containers, which read no variable themselves.
struct AppConfiguration: Sendable {
    /// Where TMDB is and the credentials to sign in with, as the settings give them; `nil` when
    /// none are set. The composition root makes the Data layer's configuration of it.
    let tmdb: TMDBAccess?
    /// The default of `--language` (`en`, `pt-BR`); `nil` when unset.
    let language: String?
    /// The `source` setting; `nil` when unset (TMDB with credentials, else the catalog).
    let source: SourceOption?
    /// Where `source` comes from: its variable (`MOVIES_SOURCE`) or `"config file"`.
    let sourceOrigin: String?
    /// The `images` setting: how posters are drawn; `nil` asks the terminal.
    let images: ImageProtocol?
    /// `MOVIES_REGION`, else the `region` setting; `nil` when unset (then the locale's, `region(asked:)`).
    let region: String?
    /// How long a TMDB request may take.
    let timeouts: NetworkTimeouts
    /// The CA bundle the user named (`CURL_CA_BUNDLE`, else `SSL_CERT_FILE`); `nil`: the system's.
    let caBundlePath: String?
    /// Where the settings, the cache and the recent queries live.
    let paths: Paths
    /// A warning about the settings file, said once (others may read it).
    var fileWarning: String?

    /// `environment` over the settings `stored` in the file at `location`, every value checked
    /// once: a bad one is a bad setting, named by its key or variable, never with its value.
    init(
        _ environment: [String: String], over stored: [(key: String, value: String)], location: String,
        paths: Paths
    ) throws(AppSetupFailure) {
        let variables: [String: String]
        let settings = LayeredSettings<ConfigKey>(environment: environment, stored: stored, location: location)
        do throws(SettingsError) {
            variables = try settings.variables(checking: [.language, .source, .images, .region, .color])
        } catch {
            throw AppSetupFailure(error)
        }
        func value(_ variable: EnvironmentVariable) -> String? {
            variables[variable.name].flatMap { $0.isEmpty ? nil : $0 }
        }
        timeouts = try NetworkTimeouts(total: value(.timeout), connect: value(.connectTimeout))
        tmdb = try TMDBAccess(token: value(.accessToken), key: value(.apiKey), base: value(.apiBase))
        (language, region) = (value(.language), value(.region))
        source = value(.source).flatMap(SourceOption.init(rawValue:))
        sourceOrigin = settings.effective(.source)?.origin
        images = value(.images).flatMap(ImageProtocol.init(rawValue:))
        caBundlePath = value(.caBundle) ?? value(.certFile)
        self.paths = paths
    }
}

extension AppConfiguration {
    /// Why TMDB, chosen as the source, cannot be had without credentials: `optionSays` when
    /// `--source tmdb` chose it, else the `source` setting, named where it is (not an option
    /// nobody typed).
    func lackingCredentials(optionSays: String, optionGiven: Bool) -> AppSetupFailure {
        guard !optionGiven, let sourceOrigin else { return AppSetupFailure(message: optionSays) }
        return AppSetupFailure(
            message: "the source setting tmdb (\(sourceOrigin)) needs \(EnvironmentVariable.tmdbCredentials)")
    }
}

extension AppConfiguration {
    /// TMDB's address and the credentials to sign in with, as the settings give them: a token or
    /// a key that could be sent in a header (printable ASCII, no space). The address is
    /// checked when the composition root makes the Data layer's `TMDBConfiguration` of it.
    struct TMDBAccess: Sendable, Hashable {
        /// How to sign in: a read access token (sent as a bearer token), or a v3 API key.
        enum Credential: Sendable, Hashable {
            case accessToken(String)
            case apiKey(String)
        }

        let credential: Credential
        /// `TMDB_API_BASE`; `nil`: TMDB's own.
        let baseURL: String?

        /// The token over the key, at `base`; `nil` without either.
        init?(token: String?, key: String?, base: String?) throws(AppSetupFailure) {
            switch (token, key) {
            case (let token?, _) where HTTPRequest.isToken(token): credential = .accessToken(token)
            case (let token?, _): throw Self.invalid(.accessToken, token)
            case (nil, let key?) where HTTPRequest.isToken(key): credential = .apiKey(key)
            case (nil, let key?): throw Self.invalid(.apiKey, key)
            case (nil, nil): return nil
            }
            baseURL = base
        }

        /// The refusal of `value`, named by `key`'s variable: the setting's own rule says why.
        private static func invalid(_ key: ConfigKey, _ value: String) -> AppSetupFailure {
            AppSetupFailure(
                message: "\(key.variable) \(key.problem(with: value) ?? "is not a credential")", helpTopic: .config)
        }
    }
}

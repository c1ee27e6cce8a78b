import DataTestSupport
import MoviesData
import MoviesDomain
import SettingsStore
import Testing

@testable import MoviesCLI

/// `AppConfiguration`'s reading: the environment over the settings file, credentials as one
/// setting, every value checked once with the message and status the commands print, and a
/// secret never in a message.
struct AppConfigurationTests {
    private static let location = "/home/ada/.config/movies/config"
    private static let token = "eyJhbGciOiJIUzI1NiJ9.secret-token"
    private static let key = "0123456789abcdef0123456789abcdef"
    private static let paths = AppConfiguration.Paths(["HOME": "/home/ada"])

    private func read(_ environment: [String: String], file stored: [(key: String, value: String)] = [])
        throws(AppSetupFailure) -> AppConfiguration
    {
        try AppConfiguration(environment, over: stored, location: Self.location, paths: Self.paths)
    }

    /// The failure reading gives, or `nil` when it reads.
    private func failure(_ environment: [String: String], file stored: [(key: String, value: String)] = [])
        -> AppSetupFailure?
    {
        do throws(AppSetupFailure) {
            _ = try read(environment, file: stored)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Values

    /// The locale's country is its last part: after a script too (`zh_Hant_TW`), as glibc
    /// writes some locales.
    @Test func theLocalesCountryIsItsLastPart() {
        let countries = ["de_DE.UTF-8", "de_DE@euro", "zh_Hant_TW.UTF-8", "sr_Latn_RS", "C", "POSIX", "en", "en_"]
            .map { AppConfiguration.country(ofLocale: $0)?.code }
        #expect(countries == ["DE", "DE", "TW", "RS", nil, nil, nil, nil])
    }

    @Test func nothingSetIsTheDefaults() throws {
        let configuration = try read([:])
        #expect(configuration.tmdb == nil)
        #expect(configuration.language == nil)
        #expect(configuration.source == nil)
        #expect(configuration.timeouts == NetworkTimeouts())
        #expect(configuration.caBundlePath == nil)
    }

    @Test func theFileGivesEverySetting() throws {
        let configuration = try read(
            [:],
            file: [
                ("access_token", Self.token), ("language", "pt-BR"), ("source", "catalog"), ("timeout", "12.5"),
            ])
        #expect(
            try configuration.tmdb?.configuration() == (try TMDBConfiguration(credentials: .bearerToken(Self.token))))
        #expect(configuration.language == "pt-BR")
        #expect(configuration.source == .catalog)
        #expect(configuration.timeouts.total == .milliseconds(12_500))
        #expect(configuration.timeouts.connect == NetworkTimeouts().connect)
    }

    @Test func theEnvironmentWinsAndAnEmptyVariableIsUnset() throws {
        let file = [(key: "language", value: "de"), (key: "source", value: "catalog"), (key: "timeout", value: "5")]
        let over = try read(["MOVIES_LANGUAGE": "fr", "MOVIES_SOURCE": "tmdb", "MOVIES_TIMEOUT": "2"], file: file)
        #expect(over.language == "fr")
        #expect(over.source == .tmdb)
        #expect(over.timeouts.total == .seconds(2))
        let empty = try read(["MOVIES_LANGUAGE": "", "MOVIES_SOURCE": "", "MOVIES_TIMEOUT": ""], file: file)
        #expect(empty.language == "de")
        #expect(empty.source == .catalog)
        #expect(empty.timeouts.total == .seconds(5))
    }

    @Test func credentialsCountAsOneSetting() throws {
        let file = [(key: "access_token", value: Self.token)]
        #expect(try read(["TMDB_API_KEY": Self.key], file: file).tmdb?.credential == .apiKey(Self.key))
        #expect(
            try read(["TMDB_ACCESS_TOKEN": Self.token], file: [("api_key", Self.key)]).tmdb?.credential
                == .accessToken(Self.token))
        #expect(try read([:], file: [("api_key", Self.key)]).tmdb?.credential == .apiKey(Self.key))
        #expect(
            try read([:], file: [("api_key", Self.key), ("access_token", Self.token)]).tmdb?.credential
                == .accessToken(Self.token), "the token wins over the key, as in the environment")
    }

    @Test func theBaseURLAndTheConnectTimeoutComeFromTheEnvironment() throws {
        let configuration = try read([
            "TMDB_API_KEY": Self.key, "TMDB_API_BASE": "http://127.0.0.1:8080/3/", "MOVIES_CONNECT_TIMEOUT": "0.5",
        ])
        #expect(try configuration.tmdb?.configuration().baseURL == "http://127.0.0.1:8080/3")
        #expect(configuration.timeouts.connect == .milliseconds(500))
    }

    @Test func theCABundleIsCurlsElseOpenSSLs() throws {
        #expect(try read(["CURL_CA_BUNDLE": "/a.pem", "SSL_CERT_FILE": "/b.pem"]).caBundlePath == "/a.pem")
        #expect(try read(["CURL_CA_BUNDLE": "", "SSL_CERT_FILE": "/b.pem"]).caBundlePath == "/b.pem")
    }

    // MARK: - Validation

    @Test func aBadSettingInTheFileIsNamedByLocationAndKey() {
        #expect(
            failure([:], file: [("langauge", "de")])
                == AppSetupFailure(
                    message: "\(Self.location): unknown setting 'langauge'; did you mean 'language'?",
                    helpTopic: .config))
        #expect(
            failure([:], file: [("timeout", "soon")])
                == AppSetupFailure(message: "\(Self.location): timeout \(NetworkTimeouts.rule)", helpTopic: .config))
        #expect(
            failure([:], file: [("source", "imdb")])
                == AppSetupFailure(message: "\(Self.location): source must be tmdb or catalog", helpTopic: .config))
        #expect(
            failure(["MOVIES_LANGUAGE": "bad language"], file: [("language", "english")])
                == AppSetupFailure(message: "\(Self.location): language must look like en or en-US", helpTopic: .config),
            "a bad value in the file is refused even when the environment hides it")
    }

    @Test func aBadVariableIsNamedByTheVariable() {
        // A setting's variable points at the settings' help (`config`); MOVIES_CONNECT_TIMEOUT,
        // which is no setting, at the tool's.
        let cases: [([String: String], String, Subcommand)] = [
            (["MOVIES_TIMEOUT": "abc"], "MOVIES_TIMEOUT \(NetworkTimeouts.rule)", .config),
            (["MOVIES_TIMEOUT": "601"], "MOVIES_TIMEOUT \(NetworkTimeouts.rule)", .config),
            (["MOVIES_CONNECT_TIMEOUT": "0"], "MOVIES_CONNECT_TIMEOUT \(NetworkTimeouts.rule)", .general),
            (["MOVIES_LANGUAGE": "english"], "MOVIES_LANGUAGE must look like en or en-US", .config),
            (["MOVIES_SOURCE": "imdb"], "MOVIES_SOURCE must be tmdb or catalog", .config),
            (["TMDB_API_KEY": "two words"], "TMDB_API_KEY contains whitespace", .config),
            (["TMDB_API_KEY": "k\u{7}"], "TMDB_API_KEY contains a control character", .config),
            (["TMDB_API_KEY": "k\u{7F}"], "TMDB_API_KEY contains a control character", .config),
            (["TMDB_API_KEY": "ké"], "TMDB_API_KEY contains a character that is not ASCII", .config),
            (["TMDB_ACCESS_TOKEN": "t\u{A0}"], "TMDB_ACCESS_TOKEN contains a character that is not ASCII", .config),
        ]
        for (environment, message, topic) in cases {
            let failure = failure(environment)
            #expect(failure == AppSetupFailure(message: message, helpTopic: topic), "\(environment)")
            #expect(failure?.isBadSetting == true)
        }
    }

    /// TMDB's address is the Data layer's to check: the composition root makes its configuration
    /// of the settings (`AppDIContainer.configuration()` does so as it reads them).
    @Test func anInsecureBaseURLIsABadSettingOfTheCompositionRoot() throws {
        let configuration = try read(["TMDB_API_KEY": Self.key, "TMDB_API_BASE": "http://example.com/3"])
        let tmdb = try #require(configuration.tmdb)
        #expect(
            throws: AppSetupFailure(message: TMDBConfigurationError.insecureBaseURL("http://example.com/3").message)
        ) {
            try tmdb.configuration()
        }
    }

    @Test func theFileIsCheckedBeforeTheEnvironment() {
        #expect(
            failure(["MOVIES_TIMEOUT": "abc"], file: [("flavour", "red")])?.message
                == "\(Self.location): unknown setting 'flavour'")
    }

    @Test func aSecretIsNeverInAMessage() {
        let secret = "abc def\u{7}ghi-very-secret"
        let failures = [
            failure(["TMDB_ACCESS_TOKEN": secret]), failure(["TMDB_API_KEY": secret]),
            failure([:], file: [("access_token", secret)]), failure([:], file: [("api_key", secret)]),
        ]
        #expect(
            failures.map(\.?.message) == [
                "TMDB_ACCESS_TOKEN contains whitespace",
                "TMDB_API_KEY contains whitespace",
                "\(Self.location): access_token contains whitespace",
                "\(Self.location): api_key contains whitespace",
            ])
        #expect(
            failure([:], file: [("api_key", "ké")])?.message
                == "\(Self.location): api_key contains a character that is not ASCII")
        for failure in failures { #expect(failure?.message.contains("secret") == false) }
    }

    // MARK: - Paths and the settings file

    @Test func theFoldersAreTheXDGOnes() throws {
        // Without a home folder (the end-to-end tests run one) only a command that uses a
        // folder fails: resolving is kept until asked.
        let paths = AppConfiguration.Paths([
            "XDG_CONFIG_HOME": "/x/config", "XDG_CACHE_HOME": "/x/cache", "XDG_STATE_HOME": "/x/state",
        ])
        #expect(try paths.settingsFile().path == "/x/config/movies/config")
        #expect(try paths.cacheFolder() == "/x/cache/movies")
        #expect(try paths.stateFolder() == "/x/state/movies")
    }

    @Test func readingReadsTheFileThePathsName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let paths = AppConfiguration.Paths(["XDG_CONFIG_HOME": folder.path, "XDG_CACHE_HOME": folder.path])
        #expect(try AppConfiguration.read([:], paths: paths).language == nil, "no file, no settings")
        try SettingsFile(path: folder.appending("movies/config")).set("language", to: "de")
        let configuration = try AppConfiguration.read(["XDG_CONFIG_HOME": folder.path], paths: paths)
        #expect(configuration.language == "de")
        #expect(try configuration.paths.cacheFolder() == folder.path + "/movies")
    }
}

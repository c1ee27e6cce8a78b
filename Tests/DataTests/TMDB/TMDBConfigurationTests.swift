import CurlHTTP
import MoviesData
import Testing

/// Base URL rules and the environment variables, checked before any request can exist.
@Suite("TMDBConfiguration")
struct TMDBConfigurationTests {
    static let key = "env-api-key-0c1d2e"
    static let token = "env-token-9f8e7d"

    @Test(arguments: [
        "https://api.themoviedb.org/3", "https://api.themoviedb.org/3/", "http://127.0.0.1:8080/3",
        "http://localhost/3", "http://[::1]:9000/3", "HTTP://LOCALHOST:1/3",
    ])
    func acceptsHTTPSAnywhereAndHTTPOnLoopback(url: String) throws {
        let configuration = try TMDBConfiguration(baseURL: url, credentials: .apiKey(Self.key))
        #expect(!configuration.baseURL.hasSuffix("/"))
    }

    @Test(arguments: ["http://api.themoviedb.org/3", "http://10.0.0.1/3", "http://127.0.0.1.example.com/3"])
    func refusesPlainHTTPToOtherHosts(url: String) {
        #expect(throws: TMDBConfigurationError.insecureBaseURL(url)) {
            try TMDBConfiguration(baseURL: url, credentials: .apiKey(Self.key))
        }
    }

    @Test(arguments: [
        "ftp://127.0.0.1/3", "api.themoviedb.org/3", "", "https://user:pw@api.themoviedb.org/3",
        "https://api.themoviedb.org/3?x=1", "https://api.themoviedb.org/3#top", "https:///3",
    ])
    func refusesWhatIsNotAPlainHTTPURL(url: String) {
        let error = #expect(throws: TMDBConfigurationError.self) {
            try TMDBConfiguration(baseURL: url, credentials: .apiKey(Self.key))
        }
        guard case .invalidBaseURL? = error else {
            Issue.record("\(url): \(String(describing: error))")
            return
        }
    }

    @Test func theInsecureURLErrorSaysWhatToDo() {
        let message = TMDBConfigurationError.insecureBaseURL("http://example.com/3").message
        #expect(message.contains("http://example.com/3"))
        #expect(message.contains("https://"))
    }

    // MARK: - Redaction

    @Test func credentialsNeverPrintTheirSecret() throws {
        let configuration = try TMDBConfiguration(credentials: .bearerToken(Self.token))
        var dumped = ""
        dump(configuration, to: &dumped)
        let texts = [
            String(describing: configuration), String(reflecting: configuration), "\(configuration.credentials)",
            String(reflecting: TMDBCredentials.apiKey(Self.key)), dumped,
        ]
        for text in texts {
            #expect(!text.contains(Self.token))
            #expect(!text.contains(Self.key))
        }
    }
}

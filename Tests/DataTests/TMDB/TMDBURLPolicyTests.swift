import Testing

@testable import MoviesData

/// The base URL is parsed by hand (no `URLComponents`, whose host parsing starts ICU): these
/// are the shapes that parser must take or refuse, beyond `TMDBConfigurationTests`' cases.
@Suite("TMDBURLPolicy")
struct TMDBURLPolicyTests {
    @Test(arguments: [
        "https://api.themoviedb.org:443/3", "https://API.TheMovieDB.org", "http://[::1]/3/",
        "https://a-b.example/3/x%20y",
        "http://127.0.0.1:/3",
    ])
    func acceptsPlainBaseURLs(url: String) throws {
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        #expect(try TMDBURLPolicy.validated(url) == String(trimmed))
    }

    @Test(arguments: [
        "https://api.themoviedb.org/3 x", "https://api.thémoviedb.org/3", "https://api.themoviedb.org:44x/3",
        "http://[::1/3", "https://[]/3", "https://:443/3", "https://api.themoviedb.org/3?", "1https://x.org/3",
        "https//x.org/3", "://x.org/3", "https://x.org/3\n", "https://@x.org/3", "https://x.org/{3}",
    ])
    func refusesMalformedBaseURLs(url: String) {
        #expect(throws: TMDBConfigurationError.invalidBaseURL(url)) { try TMDBURLPolicy.validated(url) }
    }

    @Test(arguments: ["http://[::2]/3", "http://localhost.example/3", "HTTP://127.0.0.2/3"])
    func refusesPlainHTTPBeyondLoopback(url: String) {
        #expect(throws: TMDBConfigurationError.insecureBaseURL(url)) { try TMDBURLPolicy.validated(url) }
    }
}

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
        "http://127.0.0.1:99999/3", "http://127.0.0.1:0/3", "http://127.0.0.1:000080/3",
        "https://" + String(repeating: "a", count: 300) + ".org/3",
    ])
    func refusesMalformedBaseURLs(url: String) {
        #expect(throws: TMDBConfigurationError.invalidBaseURL(TMDBURLPolicy.shown(url))) {
            try TMDBURLPolicy.validated(url)
        }
    }

    /// What a refused URL's error shows: never a password, a user or a query (`?api_key=…`),
    /// and at most `shownLength` characters.
    @Test(arguments: [
        ("https://bob:hunter2@api.themoviedb.org/3", "https://***@api.themoviedb.org/3"),
        ("https://api.themoviedb.org/3?api_key=leak#x", "https://api.themoviedb.org/3?***"),
        ("http://a@b@127.0.0.1/3#frag", "http://***@127.0.0.1/3#***"),
        ("ftp://127.0.0.1/3", "ftp://127.0.0.1/3"),
    ])
    func aRefusedURLIsShownWithoutItsSecrets(url: String, shown: String) throws {
        #expect(TMDBURLPolicy.shown(url) == shown)
        let error = #expect(throws: TMDBConfigurationError.self) { try TMDBURLPolicy.validated(url) }
        #expect(error?.message.contains("hunter2") == false && error?.message.contains("leak") == false)
        let long = TMDBURLPolicy.shown("https://x.org/" + String(repeating: "y", count: 1_000))
        #expect(long.count == TMDBURLPolicy.shownLength && long.hasSuffix("…"))
    }

    @Test(arguments: ["http://[::2]/3", "http://localhost.example/3", "HTTP://127.0.0.2/3"])
    func refusesPlainHTTPBeyondLoopback(url: String) {
        #expect(throws: TMDBConfigurationError.insecureBaseURL(url)) { try TMDBURLPolicy.validated(url) }
    }
}

import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// The credentials never leave: not in `--help`, not in any error, whatever the server
/// echoes. Every run through `CLISandbox` (the fault matrix, the corrupt-state, concurrency
/// and terminal suites) already has its stdout and stderr scanned, and those suites scan
/// their sandbox's files after their runs; this suite adds the paths they do not take.
@Suite(.offThePool)
struct SecretsEndToEndTests {
    @Test(arguments: [CLISandbox.Credentials.token, .apiKey])
    func helpAndErrorsNeverEchoTheCredentials(credentials: CLISandbox.Credentials) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "echo-credentials", credentials: credentials)

        var runs: [MoviesBinary.Run] = []
        for arguments in [
            ["--help"], ["search", "--help"], ["show", "--help"], ["bogus"], ["search", "x", "--page", "0"],
            ["search", "alien", "--verbose"], ["show", "603", "--verbose"], ["search", "alien", "--offline"],
            ["cache", "info", "--json"],
            ["recent"],
        ] {
            runs.append(try sandbox.run(arguments))
        }
        runs.append(try sandbox.run(["search", "alien"], extra: ["TMDB_API_BASE": "http://example.com/3"]))
        runs.append(try sandbox.run(["search", "alien"], extra: ["MOVIES_TIMEOUT": "never"]))

        #expect(runs.count == 12)
        #expect(runs[5].status == 1 && runs[5].err.contains("Invalid API key"), "the server did echo: \(runs[5].err)")
        // The scan can fail: the hostile server did receive the credential it echoes.
        let received = try server.stats().lastRequest
        let sent = received?.headers["authorization"] ?? received?.query["api_key"] ?? ""
        #expect(!CLISandbox.secrets(in: Array(sent.utf8)).isEmpty, "the secret reached the server: \(sent)")
        sandbox.expectNoSecretsInFiles()
    }

    /// A server that echoes the request in a successful answer (an echo service, a proxy set as
    /// `TMDB_API_BASE`) has the secret redacted from the results shown and cached, in text and
    /// JSON, as from an error: the titles say `[redacted]` where the server put it.
    @Test(arguments: [CLISandbox.Credentials.token, .apiKey])
    func resultsEchoingTheCredentialsAreRedacted(credentials: CLISandbox.Credentials) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "echo-in-results", credentials: credentials)

        let text = try sandbox.run(["search", "alien"], extra: ["COLUMNS": "200"])
        let json = try sandbox.run(["search", "alien", "--json", "title,overview"])
        let cached = try sandbox.run(["search", "alien", "--offline", "--json", "title,overview"])

        for run in [text, json, cached] { #expect(run.status == 0, "\(run.err)") }
        let echoed = credentials == .apiKey ? "key [redacted]" : "Bearer [redacted]"
        #expect(text.out.contains(credentials == .apiKey ? echoed : "alien 1 key"), "\(text.out)")
        #expect(json.out.contains(echoed) && cached.out == json.out, "\(json.out)")
        sandbox.expectNoSecretsInFiles()
    }

    /// A password or a query in `TMDB_API_BASE` is refused (status 2) without being shown: the
    /// error names the URL with `***` in their place. A port out of range is refused the same
    /// way, before any request, not reported as a network failure.
    @Test func aRefusedBaseURLIsNamedWithoutItsSecrets() throws {
        let sandbox = try CLISandbox()
        sandbox.environment["TMDB_API_KEY"] = CLISandbox.secretKey
        let bases = [
            "https://bob:hunter2pass@api.themoviedb.org/3": "\"https://***@api.themoviedb.org/3\"",
            "https://api.themoviedb.org/3?api_key=hunter2pass": "\"https://api.themoviedb.org/3?***\"",
            "http://127.0.0.1:99999/3": "\"http://127.0.0.1:99999/3\" is not an http(s) URL of a host (a port",
        ]
        for (base, named) in bases {
            let run = try sandbox.run(["search", "alien"], extra: ["TMDB_API_BASE": base])
            #expect(run.status == 2, "\(base): \(run.err)")
            #expect(run.err.hasPrefix("movies: TMDB_API_BASE \(named)"), "\(run.err)")
            #expect(!run.err.contains("hunter2pass") && !run.err.contains("bob"), "\(run.err)")
        }
    }

    /// Issue 39, problem 4: an API key holding `+`, `/` and `=` travels percent-encoded; a server
    /// that echoes the URL it received (and the key as it decoded it, and as a form encodes it)
    /// gets none of those forms printed, `--verbose` included.
    @Test func anAPIKeyIsRedactedInEveryFormAServerEchoes() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "echo-url", credentials: .apiKey)
        let key = "e2e+SECRET/key5Hn8Rt3Vb6Jc=="
        sandbox.environment["TMDB_API_KEY"] = key
        let forms = [
            key, "e2e%2BSECRET%2Fkey5Hn8Rt3Vb6Jc%3D%3D", "e2e%2bSECRET%2fkey5Hn8Rt3Vb6Jc%3d%3d",
            "e2e%2BSECRET/key5Hn8Rt3Vb6Jc%3D%3D", "key5Hn8Rt3Vb6Jc",
        ]

        let search = try sandbox.run(["search", "alien", "--verbose"])
        let show = try sandbox.run(["show", "603", "--verbose", "--json"])

        for run in [search, show] {
            #expect(run.status == 1 && run.err.contains("Invalid API key [[redacted]] <[redacted]> in /"), "\(run.err)")
            #expect(run.err.contains("[redacted]"), "\(run.err)")
            for form in forms { #expect(!run.out.contains(form) && !run.err.contains(form), "\(form): \(run.err)") }
        }
        let sent = try #require(try server.stats().lastRequest).query["api_key"]
        #expect(sent == key, "the key reached the server whole")
        sandbox.expectNoSecretsInFiles()
    }

    /// A one-letter key is in most words a server says: each occurrence is replaced once, and
    /// the marker itself is never redacted again.
    @Test func aOneLetterKeyIsRedactedOnceInEveryWord() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "echo-url", credentials: .apiKey)
        sandbox.environment["TMDB_API_KEY"] = "a"

        let search = try sandbox.run(["search", "alien", "--verbose"])

        #expect(search.status == 1)
        #expect(search.err.contains("Inv[redacted]lid API key [[redacted]] <[redacted]> in /"), "\(search.err)")
        #expect(!search.err.contains("[red[redacted]"), "\(search.err)")
    }

    @Test func invalidCredentialsAreNamedNotShown() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(
            ["search", "alien"], extra: ["TMDB_ACCESS_TOKEN": CLISandbox.secretToken + " \u{1B}[2J"])
        #expect(run.status == 2)
        #expect(
            run.err == "movies: TMDB_ACCESS_TOKEN contains whitespace\nSee 'movies help config'.\n",
            "\(run.err)")
    }
}

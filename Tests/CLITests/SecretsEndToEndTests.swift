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

    @Test func invalidCredentialsAreNamedNotShown() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(
            ["search", "alien"], extra: ["TMDB_ACCESS_TOKEN": CLISandbox.secretToken + " \u{1B}[2J"])
        #expect(run.status == 2)
        #expect(
            run.err == "movies: TMDB_ACCESS_TOKEN contains whitespace or control characters\nSee 'movies help'.\n",
            "\(run.err)")
    }
}

import Foundation
import TestScheduling
import Testing

/// `--color auto|always|never`, `CLICOLOR_FORCE` and `NO_COLOR`; `-n` for `--limit` (`-n2` too),
/// `-j` for `--json`, through the built binary (stdout piped: no colour by default).
@Suite(.offThePool)
struct ColorAndShortOptionsEndToEndTests {
    private static let escape = "\u{1B}["

    @Test func colourFollowsTheFlagThenTheEnvironment() throws {
        let sandbox = try CLISandbox()
        let search = ["search", "star", "wars", "--source", "catalog"]
        #expect(!(try sandbox.run(search).out.contains(Self.escape)), "piped: no colour")
        #expect(try sandbox.run(search + ["--color", "always"]).out.contains(Self.escape))
        #expect(try sandbox.run(search, extra: ["CLICOLOR_FORCE": "1"]).out.contains(Self.escape))
        #expect(!(try sandbox.run(search, extra: ["CLICOLOR_FORCE": "0"]).out.contains(Self.escape)))
        #expect(!(try sandbox.run(search, extra: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]).out.contains(Self.escape)))
        #expect(try sandbox.run(search + ["--color", "always"], extra: ["NO_COLOR": "1"]).out.contains(Self.escape))
        #expect(
            !(try sandbox.run(search + ["--color", "never"], extra: ["CLICOLOR_FORCE": "1"]).out.contains(Self.escape)))
        let bad = try sandbox.run(search + ["--color", "sometimes"])
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("movies: --color must be one of auto, always, never, not 'sometimes'\n"))
    }

    @Test func nIsLimitAndJIsJSON() throws {
        let sandbox = try CLISandbox()
        let short = try sandbox.run(["search", "star", "wars", "--source", "catalog", "-n", "2", "-j"])
        let attached = try sandbox.run(["search", "star", "wars", "--source", "catalog", "-n2", "-j"])
        let long = try sandbox.run(["search", "star", "wars", "--source", "catalog", "--limit", "2", "--json"])
        #expect(short.status == 0)
        #expect(short.out == long.out)
        #expect(attached.out == long.out, "-n2 is -n 2, as getopt reads it")
        let object = try JSONSerialization.jsonObject(with: Data(short.stdout)) as? [String: Any]
        #expect((object?["results"] as? [Any])?.count == 2)
    }
}

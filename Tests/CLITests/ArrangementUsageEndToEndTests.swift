import TestScheduling
import Testing

/// One rule for the sort and filters: every command that takes them, and the full screen's `f`
/// field (`CommandLineParserTests`), checks them with the same code, so a year no film has is a
/// usage error everywhere, said alike.
@Suite(.offThePool)
struct ArrangementUsageEndToEndTests {
    @Test(arguments: ["0", "9223372036854775807"])
    func aYearOutOfRangeIsAUsageErrorInEveryView(year: String) throws {
        let sandbox = try CLISandbox()
        let message = "movies: \(year) is not a year to search (1800…2999)\n"
        let runs: [(arguments: [String], stdin: String, topic: String)] = [
            (["search", "alien", "--year", year], "", "search"),
            (["--line", "--year", year], "alien\nq\n", "interactive"),
            (["interactive", "--full-screen", "--year", year], "", "interactive"),
            (["pick", "alien", "--year", year], "", "pick"),
        ]
        for run in runs {
            let result = try sandbox.run(run.arguments + ["--source", "catalog"], stdin: run.stdin)
            #expect(result.status == 2, "\(run.arguments)")
            #expect(result.err == message + "See 'movies help \(run.topic)'.\n", "\(run.arguments)")
            #expect(result.out.isEmpty, "\(run.arguments): \(result.out)")
        }
    }

    /// `--genre` names the genres of the source searched: the catalog has seven flags, and a
    /// genre it lacks is a usage error listing those it has, whatever the command.
    @Test func aGenreTheSourceLacksIsAUsageErrorNamingItsGenres() throws {
        let sandbox = try CLISandbox()
        let before = sandbox.snapshot()
        let message =
            "movies: the offline catalog has no genre science-fiction; its genres are "
            + "action, animation, comedy, drama, documentary, romance\n"
        for arguments in [
            ["search", "star", "--genre", "science-fiction"], ["discover", "--genre", "drama,science-fiction"],
            ["--line", "--genre", "science-fiction"], ["pick", "star", "--genre", "science-fiction"],
        ] {
            let result = try sandbox.run(arguments + ["--source", "catalog"], stdin: "star\nq\n")
            #expect(result.status == 2, "\(arguments)")
            // The pointer names the command that took the genre, as a parser error's does.
            let topic = arguments[0] == "--line" ? "interactive" : arguments[0]
            #expect(result.err == message + "See 'movies help \(topic)'.\n", "\(arguments): \(result.err)")
            #expect(result.out.isEmpty, "\(arguments): \(result.out)")
        }
        #expect(sandbox.snapshot() == before)
        let drama = try sandbox.run(["search", "star", "--genre", "drama", "--source", "catalog"])
        #expect(drama.status == 0, "\(drama.err)")
    }
}

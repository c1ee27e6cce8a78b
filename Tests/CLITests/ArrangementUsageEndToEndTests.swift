import Testing

/// One rule for the sort and filters: every command that takes them, and the full screen's `f`
/// field (`CommandLineParserTests`), checks them with the same code, so a year no film has is a
/// usage error everywhere, said alike.
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
}

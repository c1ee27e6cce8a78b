import Testing

@testable import MoviesCLI

/// "Did you mean": a mistyped command, option, action or topic within two edits is corrected in
/// the usage error, which points at the command's help.
struct CommandLineParserSuggestionTests {
    private let parser = CommandLineParser()

    @Test(arguments: [
        (["serach", "alien"], Subcommand.search, "unknown command 'serach'; did you mean 'search'?"),
        (["shwo", "1"], .show, "unknown command 'shwo'; did you mean 'show'?"),
        (["recnet"], .recent, "unknown command 'recnet'; did you mean 'recent'?"),
        (["interactiv"], .interactive, "unknown command 'interactiv'; did you mean 'interactive'?"),
        (["verison"], .general, "unknown command 'verison'; did you mean 'version'?"),
        (["hlep"], .general, "unknown command 'hlep'; did you mean 'help'?"),
        (
            ["search", "alien", "--yaer", "1979"], .search,
            "unknown option '--yaer' for movies search; did you mean '--year'?"
        ),
        (
            ["search", "alien", "--yaer=1979"], .search,
            "unknown option '--yaer' for movies search; did you mean '--year'?"
        ),
        (
            ["search", "x", "--pgaes", "2"], .search,
            "unknown option '--pgaes' for movies search; did you mean '--pages'?"
        ),
        (["search", "x", "--hepl"], .search, "unknown option '--hepl' for movies search; did you mean '--help'?"),
        (["--verison"], .general, "unknown option '--verison' for movies; did you mean '--version'?"),
        (["--ofline"], .general, "unknown option '--ofline' for movies; did you mean '--offline'?"),
        (["show", "1", "--postr", "p"], .show, "unknown option '--postr' for movies show; did you mean '--poster'?"),
        (["cache", "inof"], .cache, "unknown cache action 'inof' (info or clear); did you mean 'info'?"),
        (["help", "serach"], .general, "no help for 'serach'; did you mean 'search'?"),
        (
            ["search", "x", "--colour", "never"], .search,
            "unknown option '--colour' for movies search; did you mean '--color'?"
        ),
    ])
    func aTypoWithinTwoEditsIsCorrected(arguments: [String], topic: Subcommand, message: String) {
        #expect(throws: UsageError(message: message, topic: topic)) { try parser.parse(arguments) }
    }

    @Test(arguments: [
        (["xyzzy"], "unknown command 'xyzzy'; did you mean 'movies search xyzzy'?"),
        (["sh"], "unknown command 'sh'; did you mean 'movies search sh'?"),
        (["search", "x", "--flavour"], "unknown option '--flavour' for movies search"),
        (["search", "x", "--yr"], "unknown option '--yr' for movies search"),
    ])
    /// No option nor command is suggested; a first word is offered as a search's words.
    func aWordFartherThanTwoEditsGetsNoSuggestion(arguments: [String], message: String) throws {
        let error = try #require(throws: UsageError.self) { try parser.parse(arguments) }
        #expect(error.message == message)
    }

    @Test func usageErrorsPointAtTheirCommandsHelp() {
        #expect(HelpText.pointer(.search) == "See 'movies help search'.")
        #expect(HelpText.pointer(.general) == "See 'movies help'.")
    }
}

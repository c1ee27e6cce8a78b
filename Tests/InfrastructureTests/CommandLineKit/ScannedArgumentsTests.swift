import CommandLineKit
import Testing

/// A command's words split into positionals, options with values and flags, by the options the
/// command takes; `--` ends the options.
struct ScannedArgumentsTests {
    private let options = [SampleTool.verbose, SampleTool.quiet, SampleTool.limit, SampleTool.color]

    private func scan(_ arguments: [String]) throws(ArgumentError) -> ScannedArguments {
        try ScannedArguments(arguments[...], options: options, command: "notes list", alsoKnown: ["--help"])
    }

    @Test func valuesFlagsAndPositionalsAreSplit() throws {
        let scanned = try scan(["a", "--limit", "3", "b", "--verbose", "--color=never"])
        #expect(scanned.positionals == ["a", "b"])
        #expect(scanned.values == [SampleTool.limit: "3", SampleTool.color: "never"])
        #expect(scanned.flags == [SampleTool.verbose])
    }

    /// Never silently the last value: an option of one value given twice is refused, a list
    /// option's values are joined.
    @Test func anOptionGivenTwiceIsRefusedUnlessItTakesAList() throws {
        #expect(throws: ArgumentError("--limit was given twice: give it once")) {
            try scan(["--limit", "3", "--limit=4"])
        }
        let tags = OptionDescription("--tag", value: "TAG", listSeparator: ",", summary: "A tag.")
        let scanned = try ScannedArguments(["--tag", "a", "--tag=b,c"][...], options: [tags], command: "notes list")
        #expect(scanned.values == [tags: "a,b,c"])
    }

    /// A flag given again is the same flag: a script that adds `--no-header` to be safe works.
    @Test func aFlagGivenTwiceIsTheFlag() throws {
        #expect(try scan(["--verbose", "a", "--verbose"]).flags == [SampleTool.verbose])
    }

    /// As getopt reads them: `-c3` is `-c 3`; a flag's letter takes nothing against it.
    @Test func aShortOptionTakesItsValueWrittenAgainstIt() throws {
        let count = OptionDescription("--count", short: "-c", value: "N", summary: "How many.")
        let all = OptionDescription("--all", short: "-a", summary: "All of them.")
        func scan(_ arguments: [String]) throws(ArgumentError) -> ScannedArguments {
            try ScannedArguments(arguments[...], options: [count, all], command: "notes list")
        }
        #expect(try scan(["-c3", "a"]).values == [count: "3"])
        #expect(try scan(["-c", "3"]).values == [count: "3"])
        #expect(try scan(["-c-1"]).values == [count: "-1"], "the rule, not the scan, judges the value")
        #expect(try scan(["-a"]).flags == [all])
        #expect(throws: ArgumentError("unknown option '-ax' for notes list")) { try scan(["-ax"]) }
    }

    @Test func everyWordAfterTheDoubleDashIsPositional() throws {
        let scanned = try scan(["--", "--verbose", "-"])
        #expect(scanned.positionals == ["--verbose", "-"])
        #expect(scanned.flags.isEmpty)
    }

    @Test func aLoneDashAndANegativeNumberArePositional() throws {
        #expect(try scan(["-", "-5"]).positionals == ["-", "-5"])
    }

    @Test(arguments: [
        (["--limt"], "unknown option '--limt' for notes list; did you mean '--limit'?"),
        (["--hepl"], "unknown option '--hepl' for notes list; did you mean '--help'?"),
        (["--colour-scheme"], "unknown option '--colour-scheme' for notes list"),
        (["--limit"], "--limit needs a value"),
        (["--limit", "--verbose"], "--limit needs a value"),
        (["--verbose=yes"], "--verbose takes no value"),
        (["--=x"], "unknown option '--=x' for notes list"),
    ])
    func aWordTheOptionsDoNotAllowIsRefused(arguments: [String], message: String) {
        #expect(throws: ArgumentError(message)) { try scan(arguments) }
    }

    @Test func aToolsCommandIsSplitByItsOwnOptions() throws {
        let list = try ScannedArguments(["--limit", "2"], of: SampleTool.tool, command: "list")
        #expect(list.values == [SampleTool.limit: "2"])
        #expect(throws: ArgumentError("unknown option '--hepl' for notes add; did you mean '--help'?")) {
            try ScannedArguments(["--hepl"], of: SampleTool.tool, command: "add")
        }
        #expect(throws: ArgumentError("unknown option '--verison' for notes; did you mean '--version'?")) {
            try ScannedArguments(["--verison"], of: SampleTool.tool, command: nil)
        }
        #expect(throws: ArgumentError("unknown option '--verbose' for notes list")) {
            try ScannedArguments(["--verbose"], of: SampleTool.tool, command: "list", options: [SampleTool.limit])
        }
    }

    // MARK: - Reading

    @Test func exclusiveFlagsGiveTheOneGivenAndRefuseTwo() throws {
        #expect(try scan([]).flag(among: SampleTool.verbose, SampleTool.quiet) == nil)
        #expect(try scan(["--quiet"]).flag(among: SampleTool.verbose, SampleTool.quiet) == SampleTool.quiet)
        let both = try scan(["--quiet", "--verbose"])
        #expect(throws: ArgumentError("--verbose and --quiet cannot be used together")) {
            try both.flag(among: SampleTool.verbose, SampleTool.quiet)
        }
    }

    @Test func positionalsPastTheOnesTakenAreUnexpected() throws {
        let scanned = try scan(["a", "b\u{1B}"])
        try scanned.rejectPositionals(after: 2)
        #expect(throws: ArgumentError("unexpected argument 'b'")) { try scanned.rejectPositionals(after: 1) }
        #expect(throws: ArgumentError("unexpected argument 'a'")) { try scanned.rejectPositionals() }
    }
}

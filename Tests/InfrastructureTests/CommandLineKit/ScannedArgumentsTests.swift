import CommandLineKit
import Testing

/// A command's words split into positionals, options with values and flags, by the options the
/// command takes; `--` ends the options.
struct ScannedArgumentsTests {
    private let options = [SampleTool.verbose, SampleTool.limit, SampleTool.color]

    @Test func valuesFlagsAndPositionalsAreSplit() throws {
        let scanned = try ScannedArguments(
            ["a", "--limit", "3", "b", "--verbose", "--color=never", "--limit=4"], options: options)
        #expect(scanned.positionals == ["a", "b"])
        #expect(scanned.values == [SampleTool.limit: "4", SampleTool.color: "never"])
        #expect(scanned.flags == [SampleTool.verbose])
    }

    @Test func everyWordAfterTheDoubleDashIsPositional() throws {
        let scanned = try ScannedArguments(["--", "--verbose", "-"], options: options)
        #expect(scanned.positionals == ["--verbose", "-"])
        #expect(scanned.flags.isEmpty)
    }

    @Test func aLoneDashAndANegativeNumberArePositional() throws {
        let scanned = try ScannedArguments(["-", "-5"], options: options)
        #expect(scanned.positionals == ["-", "-5"])
    }

    @Test(arguments: [
        (["--limt"], ArgumentScanError.unknownOption("--limt", suggestion: "--limit")),
        (["--hepl"], .unknownOption("--hepl", suggestion: "--help")),
        (["--colour-scheme"], .unknownOption("--colour-scheme", suggestion: nil)),
        (["--limit"], .missingValue("--limit")),
        (["--limit", "--verbose"], .missingValue("--limit")),
        (["--verbose=yes"], .unexpectedValue("--verbose")),
    ])
    func aWordTheOptionsDoNotAllowIsRefused(arguments: [String], error: ArgumentScanError) {
        #expect(throws: error) { try ScannedArguments(arguments[...], options: options, alsoKnown: ["--help"]) }
    }
}

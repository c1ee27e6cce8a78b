import CommandLineKit
import Testing

/// A value is checked by its option's rule when it is read, with the kit's messages.
struct ValueRuleTests {
    private func read(_ arguments: [String]) throws(ArgumentError) -> ScannedArguments {
        let options = [SampleTool.limit, SampleTool.color, SampleTool.output, SampleTool.format, SampleTool.tag]
        return try ScannedArguments(arguments[...], options: options, command: "notes")
    }

    @Test func goodValuesAreReadAsTheirTypes() throws {
        let scanned = try read(["--limit", "100", "--color", "never", "--output=-", "--tag", "home"])
        #expect(try scanned.number(SampleTool.limit) == 100)
        #expect(try scanned.value(SampleTool.color, as: SampleTool.When.self) == .never)
        #expect(try scanned.value(SampleTool.output) == "-")
        #expect(try scanned.value(SampleTool.tag) == "home")
        #expect(try scanned.value(SampleTool.format) == nil, "not given")
    }

    @Test(arguments: [
        (["--limit", "0"], SampleTool.limit, "--limit must be from 1 to 100, not 0"),
        (["--limit", "-7"], SampleTool.limit, "--limit must be from 1 to 100, not -7"),
        (["--limit", "x"], SampleTool.limit, "--limit needs a whole number, not 'x'"),
        (["--limit", "+2"], SampleTool.limit, "--limit needs a whole number, not '+2'"),
        (["--limit", "1_0"], SampleTool.limit, "--limit needs a whole number, not '1_0'"),
        (
            ["--limit", "99999999999999999999"], SampleTool.limit,
            "--limit must be from 1 to 100, not 99999999999999999999"
        ),
        (["--color", "always"], SampleTool.color, "--color must be auto or never, not 'always'"),
        (["--format", "xml"], SampleTool.format, "--format must be one of plain, json, csv, not 'xml'"),
        (["--output="], SampleTool.output, "--output needs a file name"),
        (["--tag", "Home"], SampleTool.tag, "--tag must be lower case, not 'Home'"),
    ])
    func aBadValueIsRefusedWhenRead(arguments: [String], option: OptionDescription, message: String) throws {
        let scanned = try read(arguments)
        #expect(throws: ArgumentError(message)) { try scanned.value(option) }
    }

    @Test func theRuleGivesTheChoicesAndFilesAShellOffers() {
        #expect(SampleTool.color.choices == ["auto", "never"])
        #expect(SampleTool.output.takesFile && !SampleTool.limit.takesFile)
        #expect(SampleTool.limit.choices.isEmpty)
        #expect(OptionDescription("--limit", summary: "") == SampleTool.limit, "an option is its name")
    }
}

import CommandLineKit
import Testing

/// A tool's help laid out from its description: synopses, an options list, a commands list.
struct HelpLayoutTests {
    @Test func aCommandsUsageListsEachFormWithItsOptions() {
        let tag = SampleTool.tool.commands[2]
        #expect(HelpLayout.usage(of: tag, tool: "notes") == "Usage: notes tag get NAME\n       notes tag set NAME")
        let list = SampleTool.tool.commands[1]
        #expect(
            HelpLayout.usage(of: list, tool: "notes")
                == "Usage: notes list [--limit N] [--color auto|never] [--verbose]")
    }

    @Test func aLongSynopsisWrapsWithItsBracketsWhole() {
        let options = (1...5).map { OptionDescription("--option-\($0)", value: "VALUE", summary: "") }
        let lines = HelpLayout.synopsis(CommandForm(words: "run", options: options), tool: "notes", indent: "Usage: ")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count <= HelpLayout.width })
        #expect(lines[1].hasPrefix("           [--option-"))
    }

    @Test func optionsAndCommandsReadInTwoColumns() {
        #expect(
            HelpLayout.optionList([SampleTool.limit, SampleTool.verbose])
                == "Options:\n  --limit N            Show at most N notes.\n  --verbose            Say more.")
        #expect(
            HelpLayout.commandList(Array(SampleTool.tool.commands.prefix(2)))
                == "  add   Add a note.\n  list  List the notes.")
        #expect(HelpLayout.columns("--a-very-long-option-name", "Text.") == "--a-very-long-option-name  Text.")
    }
}

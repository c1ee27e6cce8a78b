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

    @Test func theToolsUsageListsEveryFormThenHelpAndVersion() {
        let usage = HelpLayout.usage(of: SampleTool.tool).split(separator: "\n")
        #expect(usage.first == "Usage:")
        #expect(usage[1] == "  notes add <text words...> [--verbose]")
        #expect(
            usage.suffix(3) == [
                "  notes help [COMMAND] | notes <command> --help", "  notes --help | -h",
                "  notes --version | -v | version",
            ])
    }

    @Test func aCommandsHelpIsItsUsageParagraphAndOptions() {
        let list = SampleTool.tool.commands[1]
        #expect(
            HelpLayout.help(of: list, tool: "notes")
                == HelpLayout.usage(of: list, tool: "notes") + "\n\n" + list.details + "\n\n"
                + HelpLayout.optionList(list.options))
        let tag = SampleTool.tool.commands[2]
        #expect(HelpLayout.help(of: tag, tool: "notes") == HelpLayout.usage(of: tag, tool: "notes") + "\n\nTags.")
    }

    @Test func theToolsHelpEndsWithItsOwnSections() {
        let section = HelpLayout.section("Files", [("~/.notes", "The notes.")])
        #expect(section == "Files:\n  ~/.notes             The notes.")
        let help = HelpLayout.help(of: SampleTool.tool, sections: [section])
        #expect(help.hasPrefix("notes: keep short notes.\n\nUsage:\n"))
        #expect(help.contains("\n\nCommands:\n  add     Add a note.\n"))
        #expect(help.hasSuffix("\n\n" + HelpLayout.optionList(SampleTool.tool.options) + "\n\n" + section))
    }

    @Test func aHelpFlagCountsBeforeTheDoubleDashOnly() {
        #expect(ToolDescription.asksForHelp(["x", "--limit", "3", "-h"]))
        #expect(!ToolDescription.asksForHelp(["x", "--", "--help"]))
        #expect(!ToolDescription.asksForHelp(["--helpful"]))
    }
}

import CommandLineKit
import Testing

/// A tool's help laid out from its description: synopses, an options list, a commands list.
struct HelpLayoutTests {
    /// The options are listed once, below the usage, not again in it.
    @Test func aCommandsUsageIsALineAFormSayingWhetherItTakesOptions() {
        let tag = SampleTool.tool.commands[2]
        #expect(HelpLayout.usage(of: tag, tool: "notes") == "Usage: notes tag get NAME\n       notes tag set NAME")
        let list = SampleTool.tool.commands[1]
        #expect(HelpLayout.usage(of: list, tool: "notes") == "Usage: notes list [options]")
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
        let help = HelpLayout.help(of: SampleTool.tool, common: [SampleTool.limit], sections: [section])
        #expect(
            help.hasPrefix(
                "notes: keep short notes.\n\nUsage: notes <command> [arguments] [options]    notes --version\n\n"))
        #expect(help.contains("\n\nCommands:\n  add     Add a note.\n"))
        #expect(help.hasSuffix("\n\nCommon options:\n  --limit N            Show at most N notes.\n\n" + section))
    }

    @Test func aHelpFlagCountsBeforeTheDoubleDashOnly() {
        #expect(ToolDescription.asksForHelp(["x", "--limit", "3", "-h"]))
        #expect(!ToolDescription.asksForHelp(["x", "--", "--help"]))
        #expect(!ToolDescription.asksForHelp(["--helpful"]))
    }
}

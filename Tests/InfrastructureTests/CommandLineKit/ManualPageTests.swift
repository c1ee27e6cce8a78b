import CommandLineKit
import Testing

/// A made-up tool's manual page: its header, synopses, commands, options and given sections.
struct ManualPageTests {
    private let page = ManualPage(
        tool: SampleTool.tool, date: "2026-01-02", version: "1.0", description: ["Keeps notes."],
        sections: [ManualSection("EXIT STATUS", lines: Roff.entry("0", "Success."))]
    ).text

    @Test func itIsMadeFromTheDescription() {
        #expect(page.hasPrefix(".TH NOTES 1 2026-01-02 \"notes 1.0\" \"User Commands\"\n"))
        #expect(page.contains(".SH NAME\nnotes \\- keep short notes\n"))
        #expect(page.contains("\\fBnotes\\fR \\fBadd\\fR \\fI<text\\fR \\fIwords...>\\fR [\\fB\\-\\-verbose\\fR]"))
        #expect(page.contains("[\\fB\\-\\-color\\fR\\ \\fIauto|never\\fR]"))
        #expect(page.contains(".TP\n\\fB\\-\\-color\\fR\\ \\fIWHEN\\fR\nColours.\n"))
        #expect(
            page.contains(
                ".TP\n\\fBlist\\fR\nList the notes.\n.IP\nLists them.\n.RS\n.nf\nnotes list \\-\\-limit 3\n.fi\n.RE\n"))
        #expect(page.hasSuffix(".SH \"EXIT STATUS\"\n.TP\n0\nSuccess.\n"))
    }

    @Test func roffEscapesWhatItWouldReadAsCommands() {
        #expect(Roff.escaped("a-b\\c") == "a\\-b\\ec")
        #expect(Roff.escaped(".start") == "\\&.start")
        #expect(Roff.bold("--x") == "\\fB\\-\\-x\\fR")
    }
}

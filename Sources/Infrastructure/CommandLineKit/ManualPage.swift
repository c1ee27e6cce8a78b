/// A tool's manual page, in roff with the man macros: NAME, SYNOPSIS, COMMANDS and OPTIONS made
/// from its `ToolDescription`, with a DESCRIPTION and further sections given as they are.
public struct ManualPage: Sendable {
    /// The tool the page is about.
    public let tool: ToolDescription
    /// The day the page's text last changed, as the page shows it (`2026-11-23`).
    public let date: String
    /// The tool's version, shown in the page's header.
    public let version: String
    /// The DESCRIPTION section's roff lines.
    public let description: [String]
    /// The sections after OPTIONS, in order.
    public let sections: [ManualSection]

    /// The page of `tool`; see the properties.
    public init(
        tool: ToolDescription, date: String, version: String, description: [String], sections: [ManualSection]
    ) {
        self.tool = tool
        self.date = date
        self.version = version
        self.description = description
        self.sections = sections
    }

    /// The page, in roff.
    public var text: String {
        let name = tool.name
        var lines = [
            ".TH \(name.uppercased()) 1 \(date) \"\(name) \(version)\" \"User Commands\"",
            // Left-aligned, never hyphenated: option names and values must read as typed.
            ".ad l",
            ".nh",
            ".SH NAME",
            "\(name) \\- " + Roff.escaped(HelpLayout.lowercasedFirst(String(tool.summary.dropLast()))),
            ".SH SYNOPSIS",
        ]
        for (index, form) in tool.commands.flatMap(\.forms).enumerated() {
            let options = form.options.map { "[" + Self.option($0, values: true) + "]" }
            let synopsis = (["\\fB\(name)\\fR " + Self.words(form.words)] + options).joined(separator: " ")
            lines += (index == 0 ? [] : [".PP"]) + [synopsis]
        }
        lines += [
            ".PP", "\\fB\(name) help\\fR [\\fICOMMAND\\fR] | \\fB\(name)\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR",
            ".PP", "\\fB\(name) \\-\\-version\\fR | \\fB\(name) version\\fR",
            ".SH DESCRIPTION",
        ]
        lines += description
        lines.append(".SH COMMANDS")
        for command in tool.commands {
            lines +=
                Roff.entry(Roff.bold(command.name), Roff.escaped(command.summary))
                + Self.paragraph(command.details + command.examples.map { "\n  " + $0 }.joined())
        }
        lines.append(".SH OPTIONS")
        for option in tool.options {
            lines += Roff.entry(Self.option(option, values: false), Roff.escaped(option.summary))
        }
        lines += sections.flatMap(\.roff)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Roff

    /// `\fB\-\-page\fR \fIN\fR`; with `values`, the choices in place of the placeholder.
    private static func option(_ option: OptionDescription, values: Bool) -> String {
        let value = values && !option.choices.isEmpty ? option.choices.joined(separator: "|") : option.valueName
        // An unpaddable space keeps an option and its value on one line.
        return value.map { Roff.bold(option.name) + "\\ " + Roff.italic($0) } ?? Roff.bold(option.name)
    }

    /// A synopsis' words: literal words bold, placeholders italic.
    private static func words(_ text: String) -> String {
        text.split(separator: " ").map { word in
            word.allSatisfy(\.isLowercase) ? Roff.bold(String(word)) : Roff.italic(String(word))
        }.joined(separator: " ")
    }

    /// Text lines of a help paragraph; its indented lines (examples) stay as they are, indented.
    private static func paragraph(_ text: String) -> [String] {
        var lines = [".IP"]
        var inExample = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isExample = line.hasPrefix("  ")
            if isExample != inExample { lines += isExample ? [".RS", ".nf"] : [".fi", ".RE"] }
            inExample = isExample
            lines.append(Roff.escaped(isExample ? String(line.drop { $0 == " " }) : String(line)))
        }
        if inExample { lines += [".fi", ".RE"] }
        return lines
    }
}

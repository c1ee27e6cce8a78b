import CommandLineKit

/// A made-up tool for the kit's tests: `notes add <text words...>`, `notes list`, `notes tag
/// get|set NAME`, `notes export json|csv`.
enum SampleTool {
    static let verbose = OptionDescription("--verbose", summary: "Say more.")
    static let quiet = OptionDescription("--quiet", summary: "Say less.")
    static let limit = OptionDescription(
        "--limit", value: "N", accepts: .number(in: 1...100), summary: "Show at most N notes.")
    static let color = OptionDescription("--color", value: "WHEN", accepts: .choice(of: When.self), summary: "Colours.")
    static let output = OptionDescription("--output", value: "FILE", accepts: .file, summary: "Write to FILE.")
    static let format = OptionDescription(
        "--format", value: "F", accepts: .choice(["plain", "json", "csv"]), summary: "The format.")
    static let tag = OptionDescription(
        "--tag", value: "T", accepts: .matching("must be lower case", accepts: { $0 == $0.lowercased() }),
        summary: "A tag.")

    /// `--color`'s values.
    enum When: String, CaseIterable {
        case auto
        case never
    }

    static let tool = ToolDescription(
        name: "notes", summary: "Keep short notes.",
        commands: [
            CommandDescription(
                name: "add", summary: "Add a note.", details: "Adds a note.",
                forms: [CommandForm(words: "add <text words...>", options: [verbose])]),
            CommandDescription(
                name: "list", summary: "List the notes.", details: "Lists them.\n  notes list --limit 3",
                forms: [CommandForm(words: "list", options: [limit, color, verbose])]),
            CommandDescription(
                name: "tag", summary: "Read or write a tag.", details: "Tags.",
                forms: [CommandForm(words: "tag get NAME"), CommandForm(words: "tag set NAME")]),
            CommandDescription(
                name: "export", summary: "Export the notes.", details: "Exports.",
                forms: [CommandForm(words: "export json|csv", options: [output])]),
        ],
        generalOptions: [verbose], options: [verbose, limit, color, output],
        placeholderWords: ["NAME": [CompletionWord("urgent", summary: "Do it now"), CompletionWord("later")]],
        outputWords: ToolOutputWords(
            placeholder: "<text words...>", arguments: "list --plain", name: "saved", singular: "Saved note",
            plural: "saved notes"))
}

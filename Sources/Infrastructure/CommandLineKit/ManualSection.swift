/// A section of a manual page after the ones made from the tool's description: settings,
/// environment, files, exit status.
public struct ManualSection: Sendable {
    /// The heading, as written (`EXIT STATUS`).
    public let title: String
    /// The section's roff lines (see `Roff`).
    public let lines: [String]

    /// A section headed `title`, of roff `lines`.
    public init(_ title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }

    /// A section headed `title`: the roff lines of `intro`, then a tagged paragraph an entry,
    /// its name in bold and its text as it reads (escaped).
    public init(_ title: String, intro: [String] = [], entries: [(name: String, text: String)]) {
        self.init(title, lines: intro + entries.flatMap { Roff.entry(Roff.bold($0.name), Roff.escaped($0.text)) })
    }

    /// The section in roff, its heading first.
    var roff: [String] {
        [".SH " + (title.contains(" ") ? "\"\(title)\"" : title)] + lines
    }
}

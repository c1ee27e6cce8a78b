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

    /// The section in roff, its heading first.
    var roff: [String] {
        [".SH " + (title.contains(" ") ? "\"\(title)\"" : title)] + lines
    }
}

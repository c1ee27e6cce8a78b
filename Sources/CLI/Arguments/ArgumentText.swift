import TerminalKit

/// How a usage error shows what the user typed: quoted, shortened, and stripped of control
/// characters so that an argument cannot drive the terminal through an error message.
enum ArgumentText {
    /// The longest excerpt of an argument an error message repeats.
    static let maxExcerpt = 40

    static func quoted(_ argument: String) -> String {
        let clean = TerminalSanitizer.sanitized(argument)
        let excerpt = clean.count > maxExcerpt ? String(clean.prefix(maxExcerpt)) + "…" : clean
        return "'\(excerpt)'"
    }
}

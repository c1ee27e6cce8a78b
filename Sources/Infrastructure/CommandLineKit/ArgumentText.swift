import TerminalKit

/// How an error message shows what the user typed: quoted, shortened, and stripped of control
/// characters, so that an argument cannot drive the terminal through the message.
public enum ArgumentText {
    /// The longest excerpt of an argument a message repeats.
    public static let maxExcerpt = 40

    /// `'argument'`, sanitized and cut at `maxExcerpt` characters (an ellipsis says so).
    public static func quoted(_ argument: String) -> String {
        let clean = TerminalSanitizer.sanitized(argument)
        let excerpt = clean.count > maxExcerpt ? String(clean.prefix(maxExcerpt)) + "…" : clean
        return "'\(excerpt)'"
    }
}

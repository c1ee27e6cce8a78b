/// ANSI colours and weights for the text views, or plain text when colour is off (not a
/// terminal, `NO_COLOR` set). Only this type writes escape sequences, and only around text the
/// sanitizer has cleaned.
struct TextStyle: Sendable, Hashable {
    /// What a piece of text is, so that the style picks its look.
    enum Role: Sendable, Hashable {
        case heading
        case title
        case dim
        case accent
        case warning
        case error
        /// The selected row of a list.
        case selected
    }

    let usesColor: Bool

    /// `text` wrapped in the escape sequences of `role`, or `text` itself when colour is off.
    func apply(_ role: Role, _ text: String) -> String {
        guard usesColor, !text.isEmpty else { return text }
        return "\u{1B}[\(Self.code(role))m\(text)\u{1B}[0m"
    }

    private static func code(_ role: Role) -> String {
        switch role {
        case .heading: "1"
        case .title: "1;36"
        case .dim: "2"
        case .accent: "33"
        case .warning: "33"
        case .error: "31"
        case .selected: "7"
        }
    }
}

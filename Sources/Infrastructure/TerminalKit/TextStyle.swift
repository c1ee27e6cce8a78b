/// ANSI colours and weights for text views, or plain text when colour is off (not a
/// terminal, `NO_COLOR` set). Only this type writes escape sequences, and only around text the
/// sanitizer has cleaned.
public struct TextStyle: Sendable, Hashable {
    /// What a piece of text is, so that the style picks its look.
    public enum Role: Sendable, Hashable {
        /// A table's header, a section's name: bold.
        case heading
        /// The name of the thing a line is about: bold cyan.
        case title
        /// What matters less (hints, placeholders): faint.
        case dim
        /// What should catch the eye: yellow.
        case accent
        /// A notice that something is not as asked: yellow.
        case warning
        /// A failure: red.
        case error
        /// The selected row of a list: reversed.
        case selected
    }

    /// Whether the style writes colour, or leaves text plain.
    public let usesColor: Bool

    /// A style that writes colour when `usesColor` is true.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// `text` wrapped in the escape sequences of `role`, or `text` itself when colour is off.
    public func apply(_ role: Role, _ text: String) -> String {
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

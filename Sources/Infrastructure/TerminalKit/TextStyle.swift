/// ANSI colours and weights for text views, or plain text when colour is off (not a
/// terminal, `NO_COLOR` set), the selection of a full screen excepted (`reversesSelection`).
/// Only this type writes escape sequences, and only around text the sanitizer has cleaned.
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
        /// The selected row of a list: reversed (also without colour, with `reversesSelection`).
        case selected
    }

    /// Whether the style writes colour, or leaves text plain.
    public let usesColor: Bool
    /// Whether `link(_:to:)` writes OSC 8 hyperlinks: only on a terminal that takes colour,
    /// never into a pipe or with `NO_COLOR` (`TerminalTraits.usesHyperlinks`).
    public let usesHyperlinks: Bool
    /// Whether `.selected` is reversed even while colour is off: on a full screen, where the
    /// selection would not be seen without it. `NO_COLOR` turns colour off, and reverse video is
    /// no colour (no-color.org).
    public let reversesSelection: Bool

    /// A style that writes colour when `usesColor` is true, hyperlinks when `usesHyperlinks` is,
    /// and the selection reversed without colour when `reversesSelection` is.
    public init(usesColor: Bool, usesHyperlinks: Bool = false, reversesSelection: Bool = false) {
        self.usesColor = usesColor
        self.usesHyperlinks = usesHyperlinks
        self.reversesSelection = reversesSelection
    }

    /// `text` as an OSC 8 hyperlink to `address` (`ESC ] 8 ; ; address ESC \ text ESC ] 8 ; ; ESC \`),
    /// which a terminal opens on a click; `text` itself when hyperlinks are off, or when `address`
    /// is not printable ASCII alone (OSC 8 takes nothing else, and a control would end the
    /// sequence early).
    public func link(_ text: String, to address: String) -> String {
        guard usesHyperlinks, !text.isEmpty, !address.isEmpty,
            address.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { return text }
        return "\u{1B}]8;;\(address)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }

    /// `text` wrapped in the escape sequences of `role`, or `text` itself when colour is off
    /// (but for a selection that `reversesSelection`).
    public func apply(_ role: Role, _ text: String) -> String {
        guard usesColor || (role == .selected && reversesSelection), !text.isEmpty else { return text }
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

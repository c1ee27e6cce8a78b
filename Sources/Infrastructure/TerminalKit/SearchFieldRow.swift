/// A search field's row: a prompt, then the text (scrolled so that the cursor stays in view) or,
/// while it is empty, a placeholder; and the column the cursor goes to.
public struct SearchFieldRow: Sendable {
    /// What the row starts with ("Search: ").
    public let prompt: String
    /// How the prompt and the placeholder look.
    public let style: TextStyle

    /// A row that starts with `prompt`.
    public init(prompt: String, style: TextStyle) {
        self.prompt = prompt
        self.style = style
    }

    /// The row for `field` in `columns`, and the column of its cursor.
    public func render(_ field: SearchFieldText, placeholder: String, columns: Int) -> (line: String, cursorColumn: Int)
    {
        let promptWidth = DisplayWidth.of(prompt)
        let head = style.apply(.heading, prompt)
        guard !field.text.isEmpty else {
            let hint = TextTruncation.truncated(placeholder, toColumns: columns - promptWidth - 1)
            return (head + style.apply(.dim, hint), promptWidth)
        }
        // One column stays free for the cursor after the last character.
        let room = max(1, columns - promptWidth - 1)
        let before = Self.suffix(of: String(field.textBeforeCursor), fitting: room)
        let beforeWidth = DisplayWidth.of(before)
        let after = String(field.text.dropFirst(field.textBeforeCursor.count))
        let rest = TextTruncation.truncated(after, toColumns: room - beforeWidth)
        return (head + before + rest, promptWidth + beforeWidth)
    }

    /// The longest end of `text` that fits `columns`.
    private static func suffix(of text: String, fitting columns: Int) -> String {
        guard DisplayWidth.of(text) > columns else { return text }
        var kept: [Character] = []
        var width = 0
        for character in text.reversed() {
            let characterWidth = DisplayWidth.of(character)
            if width + characterWidth > columns { break }
            kept.append(character)
            width += characterWidth
        }
        return String(kept.reversed())
    }
}

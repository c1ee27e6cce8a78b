import TerminalKit

/// The search field's row: a prompt, then the text (scrolled so that the cursor stays in view)
/// or, while it is empty, the list's placeholder; and the column the cursor goes to.
struct SearchFieldRow {
    static let prompt = "Search: "

    let style: TextStyle

    func render(_ field: SearchFieldText, placeholder: String, columns: Int) -> (line: String, cursorColumn: Int) {
        let promptWidth = DisplayWidth.of(Self.prompt)
        let head = style.apply(.heading, Self.prompt)
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

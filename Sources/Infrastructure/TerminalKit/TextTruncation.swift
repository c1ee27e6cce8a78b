/// Cuts text to a number of terminal columns, whole grapheme clusters only, marking the cut
/// with "…".
public enum TextTruncation {
    /// The mark that ends cut text.
    public static let ellipsis: Character = "…"

    /// `text` when it fits in `columns`, else its longest prefix that fits with "…" after it.
    public static func truncated(_ text: String, toColumns columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard DisplayWidth.of(text) > columns else { return text }
        var result = ""
        var used = 0
        let room = columns - 1  // the ellipsis takes one column
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > room { break }
            result.append(character)
            used += width
        }
        result.append(ellipsis)
        return result
    }

    /// `text` truncated to `columns`, then padded with spaces to exactly `columns`, on the left
    /// for right alignment.
    public static func fitted(_ text: String, toColumns columns: Int, alignRight: Bool = false) -> String {
        let cut = truncated(text, toColumns: columns)
        let padding = String(repeating: " ", count: max(0, columns - DisplayWidth.of(cut)))
        return alignRight ? padding + cut : cut + padding
    }
}

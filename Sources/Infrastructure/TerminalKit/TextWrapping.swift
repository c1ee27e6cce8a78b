/// Wraps text into lines of at most a number of terminal columns, at spaces where it can and
/// inside a word only when the word alone is wider than a line.
public enum TextWrapping {
    /// The lines of `text`, each at most `columns` wide (one at least), its words one space
    /// apart; text of spaces only has no lines.
    public static func lines(_ text: String, columns: Int) -> [String] {
        let columns = max(columns, 1)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= columns {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            // A word wider than a line is cut into line-wide pieces.
            while wordWidth > columns {
                let (head, rest) = split(word, atColumns: columns)
                lines.append(head)
                word = rest
                wordWidth = DisplayWidth.of(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }

    /// The longest prefix of `word` that fits `columns` (at least one character), and the rest.
    private static func split(_ word: String, atColumns columns: Int) -> (String, String) {
        var width = 0
        var end = word.startIndex
        for index in word.indices {
            let characterWidth = DisplayWidth.of(word[index])
            if width + characterWidth > columns, end > word.startIndex { break }
            width += characterWidth
            end = word.index(after: index)
        }
        return (String(word[..<end]), String(word[end...]))
    }
}

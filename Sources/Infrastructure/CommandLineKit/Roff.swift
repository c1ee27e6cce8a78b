/// Text as roff, the language of manual pages, reads it: escaped, in bold or italics, and the
/// tagged paragraphs a definition list is made of.
public enum Roff {
    /// `text` as roff reads it literally: backslashes and dashes escaped, and a line that would
    /// start with a control character guarded.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// `text`, escaped, in bold: what is typed as it is.
    public static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    /// `text`, escaped, in italics: what stands for something else.
    public static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// A tagged paragraph: `tag` (roff already) on its line, `text` (roff already) indented below.
    public static func entry(_ tag: String, _ text: String) -> [String] { [".TP", tag, text] }
}

/// Makes text from the network, a file or the user safe to print on a terminal: no
/// character in it can move the cursor, change colours, ring the bell, rewrite the line or
/// reorder what follows it.
public enum TerminalSanitizer {
    /// `text` without control characters (C0, DEL, C1, so every escape sequence loses its ESC),
    /// format characters (bidi embeddings, overrides and isolates, invisible marks) and line or
    /// paragraph separators. Tabs and line breaks become one space each, so that words they
    /// separated stay apart. Zero-width joiners stay: scripts and emoji need them and they move
    /// nothing.
    public static func sanitized(_ text: String) -> String {
        // Most titles are clean: return them without copying.
        guard text.unicodeScalars.contains(where: { isUnsafe($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isSpacing(scalar) {
                result.append(" ")
            } else if !isUnsafe(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    // MARK: - Classes

    /// Whether `scalar` must not reach a terminal as it is.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        if scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .format: return !isJoiner(scalar)
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            // Private-use and unassigned characters have no agreed width or meaning.
            return true
        default: return false
        }
    }

    private static func isSpacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER.
    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200C || scalar.value == 0x200D
    }
}

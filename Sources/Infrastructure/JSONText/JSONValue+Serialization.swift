extension JSONValue {
    /// The document as text, indented by two spaces per level, without a trailing newline.
    /// Every control and invisible character in a string is escaped (`\u200f`), so the output
    /// holds no control byte and nothing a terminal would reorder; parsed, it is the same, but
    /// that private-use and unassigned characters, which have no agreed meaning or width, are
    /// left out (as TerminalKit's sanitizer leaves them out of text).
    public func serialized() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    /// The document on one line (JSON Lines' form): as `serialized()`, without its line breaks
    /// and indentation, `", "` and `": "` between members.
    public func serializedOnOneLine() -> String {
        var output = ""
        write(to: &output, indent: nil)
        return output
    }

    /// Writes the value; `indent` `nil` writes it on one line.
    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += Self.number(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            Self.writeContainer(values, open: "[", close: "]", to: &output, indent: indent) { value, output, indent in
                value.write(to: &output, indent: indent)
            }
        case .object(let members):
            Self.writeContainer(members, open: "{", close: "}", to: &output, indent: indent) { member, output, indent in
                Self.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output, indent: indent)
            }
        }
    }

    /// `open`, each element written by `body`, then `close`: an element a line, indented two
    /// spaces deeper, or all on one line when `indent` is `nil`.
    private static func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, indent: Int?,
        _ body: (Element, inout String, Int?) -> Void
    ) {
        guard !elements.isEmpty else {
            output += open + close
            return
        }
        let inner = indent.map { $0 + 2 }
        let lineBreak = { (indent: Int) in "\n" + String(repeating: " ", count: indent) }
        output += open
        for (index, element) in elements.enumerated() {
            if index > 0 { output += inner == nil ? ", " : "," }
            if let inner { output += lineBreak(inner) }
            body(element, &output, inner)
        }
        if let indent { output += lineBreak(indent) }
        output += close
    }

    /// Shortest round-tripping form; JSON has no NaN or infinity, so those become `null`.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return String(value)
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if isLeftOut(scalar) {
                    continue
                } else if isEscaped(scalar) {
                    output += escape(scalar)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// C0, DEL and C1 controls, the line separators JavaScript chokes on, and every invisible
    /// character (format characters such as bidi overrides and zero-width spaces, and the other
    /// default-ignorable ones): a terminal showing the JSON never reorders or hides text.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Private-use and unassigned characters.
    private static func isLeftOut(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value > 0x7F else { return false }
        switch scalar.properties.generalCategory {
        case .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// `\uXXXX`, or a UTF-16 surrogate pair of them beyond the Basic Multilingual Plane.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value > 0xFFFF else { return "\\u" + hex4(scalar.value) }
        let offset = scalar.value - 0x10000
        return "\\u" + hex4(0xD800 + (offset >> 10)) + "\\u" + hex4(0xDC00 + (offset & 0x3FF))
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

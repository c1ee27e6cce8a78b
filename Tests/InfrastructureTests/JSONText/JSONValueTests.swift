import Foundation
import JSONText
import Testing

/// The JSON writer: keys in order, every control and invisible character escaped, private-use and
/// unassigned ones left out, numbers valid.
struct JSONValueTests {
    @Test func objectKeysKeepTheirOrder() {
        let document = JSONValue.object([("b", .int(1)), ("a", .array([.bool(true), .null]))])
        #expect(document.serialized() == "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null\n  ]\n}")
    }

    /// JSON Lines' form: the same document on one line, a line break in a string escaped.
    @Test func oneLineHoldsTheSameDocument() {
        let document = JSONValue.object([
            ("b", .int(1)), ("a", .array([.bool(true), .null])), ("e", .object([])), ("s", .string("x\ny")),
        ])
        #expect(document.serializedOnOneLine() == #"{"b": 1, "a": [true, null], "e": {}, "s": "x\ny"}"#)
    }

    @Test func controlCharactersAreEscaped() {
        let text = JSONValue.string("a\u{1B}[31m\u{7}\u{0}\u{9F}\u{2028}é").serialized()
        #expect(text == "\"a\\u001b[31m\\u0007\\u0000\\u009f\\u2028é\"")
    }

    @Test func invisibleAndReorderingCharactersAreEscapedAndTheJSONStaysEqual() throws {
        let original =
            "\u{202E}evil\u{202C} \u{2066}x\u{2069} zero\u{200B}width \u{FEFF}bom \u{061C} 👨\u{200D}👩 \u{E0001}tag é"
        let text = JSONValue.string(original).serialized()

        #expect(
            text == #""\u202eevil\u202c \u2066x\u2069 zero\u200bwidth \ufeffbom \u061c 👨\u200d👩 \udb40\udc01tag é""#)
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded == original)
    }

    /// Private-use and unassigned characters have no agreed meaning or width: left out, as the
    /// terminal's sanitizer leaves them out of text; what is around them stays.
    @Test func privateUseAndUnassignedCharactersAreLeftOut() {
        let text = JSONValue.string("\u{E000}Private\u{F8FF} a\u{378}b \u{F0000}é 🎬").serialized()
        #expect(text == #""Private ab é 🎬""#)
    }

    @Test func numbersStayValidJSON() {
        #expect(JSONValue.double(.nan).serialized() == "null")
        #expect(JSONValue.double(6.35).serialized() == "6.35")
        #expect(JSONValue.double(10).serialized() == "10.0")
    }
}

import TerminalKit
import Testing

/// The search field's editing keys, at the cursor, wide characters counted as one character.
struct SearchFieldTextTests {
    /// A mark typed after a character joins it, as Thai, Hindi and dead-key keyboards send it:
    /// the cursor stays after the character it made, never past the end.
    @Test(arguments: [
        ["ก", "\u{0E34}"], ["क", "\u{093F}"], ["e", "\u{0301}"], ["🇩", "🇪"], ["👩", "\u{200D}", "💻"],
        ["ab", "\u{0301}", "c"],
    ])
    func aMarkTypedAloneJoinsTheCharacterBefore(keys: [String]) {
        var field = SearchFieldText()
        for key in keys { field.insert(key) }
        #expect(field.text == keys.joined())
        #expect(field.textBeforeCursor == field.text[...])
        field.moveToStart()
        field.insert("x")
        field.moveToEnd()
        field.deleteBackward()
        #expect(field.text == "x" + String(keys.joined().dropLast()))
    }

    @Test func editingAtTheCursor() {
        var field = SearchFieldText()
        field.insert("star")
        field.insert(" wars")
        #expect(field.text == "star wars")

        field.moveToStart()
        field.insert("東")
        field.moveRight()
        field.deleteForward()
        #expect(field.text == "東sar wars")
        #expect(field.textBeforeCursor == "東s")

        field.moveToEnd()
        field.deleteWordBackward()
        #expect(field.text == "東sar ")
        field.deleteBackward()
        field.moveLeft()
        field.moveLeft()
        field.deleteBackward()
        #expect(field.text == "東ar")
        field.clear()
        #expect(field.text.isEmpty && field.textBeforeCursor.isEmpty)
    }

    @Test func aLineEditorsKeysEditTheField() {
        var field = SearchFieldText()
        for key: Key in [.text("star"), .paste(" wars"), .control("a"), .right, .delete, .end, .backspace] {
            let handled = field.apply(key)
            #expect(handled)
        }
        #expect(field.text == "sar war")
        for key: Key in [.control("w"), .home, .text("a"), .left, .control("e")] { _ = field.apply(key) }
        #expect(field.text == "asar " && field.textBeforeCursor == "asar ")
        _ = field.apply(.control("u"))
        #expect(field.text.isEmpty)
    }

    @Test func otherKeysAreNotTheFields() {
        var field = SearchFieldText("dune")
        for key: Key in [.up, .down, .enter, .escape, .tab, .pageUp, .control("c")] {
            let handled = field.apply(key)
            #expect(!handled)
        }
        #expect(field == SearchFieldText("dune"))
    }
}

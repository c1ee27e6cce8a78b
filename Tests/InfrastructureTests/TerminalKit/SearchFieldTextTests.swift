import TerminalKit
import Testing

/// The search field's editing keys, at the cursor, wide characters counted as one character.
struct SearchFieldTextTests {
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
}

/// The text of the search field and its cursor, with the editing keys of a line editor:
/// insert at the cursor, delete before or after it, move it by character or to either end,
/// delete the word before it (Ctrl-W), clear (Ctrl-U).
struct SearchFieldText: Sendable, Hashable {
    private(set) var text = ""
    /// The cursor, as a count of characters before it.
    private(set) var cursor = 0

    init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    private var cursorIndex: String.Index { text.index(text.startIndex, offsetBy: cursor) }

    /// The text before the cursor: the field shows the cursor after it.
    var textBeforeCursor: Substring { text[..<cursorIndex] }

    mutating func insert(_ typed: String) {
        text.insert(contentsOf: typed, at: cursorIndex)
        cursor += typed.count
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        text.remove(at: cursorIndex)
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursorIndex)
    }

    /// Deletes the spaces before the cursor, then the word before them.
    mutating func deleteWordBackward() {
        while cursor > 0, text[text.index(before: cursorIndex)] == " " { deleteBackward() }
        while cursor > 0, text[text.index(before: cursorIndex)] != " " { deleteBackward() }
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = text.count }

    mutating func clear() {
        self = SearchFieldText()
    }
}

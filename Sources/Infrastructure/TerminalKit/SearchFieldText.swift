/// The text of a search field and its cursor, with the editing keys of a line editor:
/// insert at the cursor, delete before or after it, move it by character or to either end,
/// delete the word before it (Ctrl-W), clear (Ctrl-U).
public struct SearchFieldText: Sendable, Hashable {
    /// What the field holds.
    public private(set) var text = ""
    /// The cursor, as a count of characters before it.
    public private(set) var cursor = 0

    /// A field holding `text`, the cursor after it.
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    private var cursorIndex: String.Index { text.index(text.startIndex, offsetBy: cursor) }

    /// The text before the cursor: the field shows the cursor after it.
    public var textBeforeCursor: Substring { text[..<cursorIndex] }

    /// Inserts `typed` at the cursor, and moves the cursor after it. What is typed may join the
    /// character before it (a Thai vowel sign, a combining accent, the second half of a flag, as
    /// keyboards send them one by one): the cursor counts the characters the text then has
    /// before it, not those typed.
    public mutating func insert(_ typed: String) {
        let before = text[..<cursorIndex]
        text.insert(contentsOf: typed, at: cursorIndex)
        cursor = min(text.count, (before + typed).count)
    }

    /// Deletes the character before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        text.remove(at: cursorIndex)
    }

    /// Deletes the character after the cursor (Delete).
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursorIndex)
    }

    /// Deletes the spaces before the cursor, then the word before them.
    public mutating func deleteWordBackward() {
        while cursor > 0, text[text.index(before: cursorIndex)] == " " { deleteBackward() }
        while cursor > 0, text[text.index(before: cursorIndex)] != " " { deleteBackward() }
    }

    /// Moves the cursor one character left, unless it is at the start.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one character right, unless it is at the end.
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    /// Moves the cursor before the first character (Home).
    public mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor after the last character (End).
    public mutating func moveToEnd() { cursor = text.count }

    /// Empties the field.
    public mutating func clear() {
        self = SearchFieldText()
    }
}

extension SearchFieldText {
    /// Edits the field as a line editor's key does: text and pastes insert, Backspace and Delete
    /// delete, Ctrl-U clears, Ctrl-W deletes a word, ← → Home End (Ctrl-A, Ctrl-E) move the
    /// cursor. False, and nothing changes, for another key.
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .text(let text), .paste(let text): insert(text)
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .control("u"): clear()
        case .control("w"): deleteWordBackward()
        case .left: moveLeft()
        case .right: moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        default: return false
        }
        return true
    }
}

/// Turns the bytes a terminal in raw mode sends into keys: UTF-8 text, the control keys, the
/// arrows, PgUp/PgDn and Home/End in their CSI (`ESC [`) and SS3 (`ESC O`) forms with their
/// variants, and bracketed pastes (`ESC [200~` … `ESC [201~`).
///
/// Bytes may arrive split anywhere: what is incomplete waits for the next `decode`. A lone ESC
/// is ambiguous (the Esc key, or the start of a sequence whose rest is on its way), so it
/// waits too: the reader calls `timeOut()` when nothing followed it in `escapeTimeout`, and the
/// ESC becomes the Esc key.
struct KeyDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it is the Esc key.
    static let escapeTimeout: Duration = .milliseconds(50)
    /// How long a paste under way waits for more of it before it ends with what came: a paste's
    /// start whose end never comes (a stray `ESC [200~`) would take every later key as text.
    static let pasteTimeout: Duration = .seconds(1)

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// Bytes not decoded yet: an incomplete sequence or character.
    private var pending: [UInt8] = []
    /// The bytes of a paste under way, until its end marker.
    private var pasted: [UInt8]?

    /// Whether bytes wait for more, so that a reader should call `timeOut()` when none come in
    /// `escapeTimeout`.
    var isWaitingForMore: Bool { !pending.isEmpty && pasted == nil }
    /// Whether a paste is under way, so that a reader should call `timeOut()` when nothing
    /// comes in `pasteTimeout`.
    var isPasting: Bool { pasted != nil }

    /// The keys `bytes` complete, in order.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                guard let end = endOfPaste(from: index, into: &keys) else {
                    index = pending.count - min(pending.count - index, Self.pasteEnd.count - 1)
                    break
                }
                index = end
                continue
            }
            guard let (key, length) = Self.key(in: pending[index...]) else { break }
            if key == .paste("") {
                pasted = []
            } else if let key {
                Self.append(key, to: &keys)
            }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Nothing followed the pending bytes in time: a lone ESC is the Esc key, and what follows
    /// an ESC is decoded on its own; an incomplete character is dropped. A paste under way ends
    /// with what came of it.
    mutating func timeOut() -> [Key] {
        if let bytes = pasted {
            let text = TerminalSanitizer.sanitized(String(decoding: bytes + pending, as: UTF8.self))
            (pasted, pending) = (nil, [])
            return text.isEmpty ? [] : [.paste(text)]
        }
        guard isWaitingForMore else { return [] }
        var rest = pending
        pending = []
        var keys: [Key] = []
        if rest.first == Self.escape {
            keys.append(.escape)
            rest.removeFirst()
        }
        keys += decode(rest)
        pending = []
        return keys
    }

    // MARK: - Paste

    /// Moves the paste's bytes from `index` on into `pasted`; at its end marker, appends the
    /// paste and returns the index after the marker, else `nil` (the bytes kept wait).
    private mutating func endOfPaste(from index: Int, into keys: inout [Key]) -> Int? {
        let bytes = pending[index...]
        guard let end = bytes.firstRange(of: Self.pasteEnd) else {
            // Keep a tail that may be the start of the end marker.
            let keep = min(bytes.count, Self.pasteEnd.count - 1)
            pasted?.append(contentsOf: bytes.dropLast(keep))
            return nil
        }
        pasted?.append(contentsOf: bytes[..<end.lowerBound])
        let text = TerminalSanitizer.sanitized(String(decoding: pasted ?? [], as: UTF8.self))
        pasted = nil
        if !text.isEmpty { keys.append(.paste(text)) }
        return end.upperBound
    }

    // MARK: - One key

    /// Appends `key`, joining text typed in one go into one key.
    private static func append(_ key: Key, to keys: inout [Key]) {
        if case .text(let more) = key, case .text(let text)? = keys.last {
            keys[keys.count - 1] = .text(text + more)
        } else {
            keys.append(key)
        }
    }

    /// The key at the start of `bytes` and how many bytes it takes; `nil` when they are
    /// incomplete. A `nil` key is bytes to skip; `.paste("")` starts a paste.
    private static func key(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case escape: return escapeSequence(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)  // Ctrl-A … Ctrl-Z
        case 0x00..<0x20: return (.control(Character(Unicode.Scalar(first + 0x40))), 1)  // Ctrl-@, Ctrl-\, …
        default: return character(bytes)
        }
    }

    /// One UTF-8 character; a byte that starts none is skipped, as is a C1 control.
    private static func character(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0x20..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (nil, 1)
        }
        guard bytes.count >= length else { return nil }
        let encoded = bytes.prefix(length)
        guard let text = String(validating: encoded, as: UTF8.self) else { return (nil, 1) }
        let clean = TerminalSanitizer.sanitized(text)
        return (clean.isEmpty ? nil : .text(clean), length)
    }
}

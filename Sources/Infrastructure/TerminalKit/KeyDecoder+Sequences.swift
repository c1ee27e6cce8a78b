/// The escape sequences of `KeyDecoder`: CSI (`ESC [ params final`), SS3 (`ESC O final`), and
/// ESC before anything else.
extension KeyDecoder {
    /// The key of the sequence `bytes` starts with (at an ESC), its length, or `nil` while
    /// incomplete.
    static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return controlSequence(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (singleShift(bytes[start + 2]), 3)
        default:
            // ESC then a key (Alt+key, or Esc typed fast before it): the Esc key, then that key.
            return (.escape, 1)
        }
    }

    /// `ESC [`, parameter bytes (0x30…0x3F), intermediate bytes (0x20…0x2F), one final byte.
    private static func controlSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        var index = bytes.startIndex + 2
        var parameters: [UInt8] = []
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let length = index - bytes.startIndex + 1
        guard (0x40...0x7E).contains(final) else { return (nil, length) }  // not a sequence: skip it
        // "1;5A" (Ctrl+Up) is still Up: the first parameter names the key, the rest are modifiers.
        let first = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).first ?? []
        let number = Int(String(decoding: first, as: UTF8.self))
        if parameters.first == UInt8(ascii: "<") { return (mouse(parameters.dropFirst(), final: final), length) }
        switch final {
        case UInt8(ascii: "~"): return (tilde(number), length)
        default: return (letter(final), length)
        }
    }

    /// The largest row or column a mouse report may name: no screen is wider or taller (a
    /// terminal's size is 16-bit), and a larger number never reaches a screen's arithmetic.
    static let maxMousePosition = 65_535

    /// `ESC [ < button ; column ; row M` (a press; `m` is a release, ignored): the wheel, and
    /// the left button's clicks; positions from 1 become positions from 0. A report with a
    /// position out of `1...maxMousePosition` is no key.
    private static func mouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        let numbers = parameters.split(separator: UInt8(ascii: ";")).map { Int(String(decoding: $0, as: UTF8.self)) }
        let positions = 1...maxMousePosition
        guard final == UInt8(ascii: "M"), numbers.count == 3, let button = numbers[0], let column = numbers[1],
            let row = numbers[2], positions.contains(column), positions.contains(row), (0...255).contains(button)
        else { return nil }
        switch button & ~0b11100 {  // shift, meta and control left aside
        case 64: return .mouse(.wheelUp)
        case 65: return .mouse(.wheelDown)
        case 0 where button & 32 == 0: return .mouse(.click(row: row - 1, column: column - 1))
        default: return nil
        }
    }

    /// `ESC [ n ~`: the keypad keys by number, and the start of a paste.
    private static func tilde(_ number: Int?) -> Key? {
        switch number {
        case 1, 7: .home
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 3: .delete
        case 200: .paste("")
        default: nil
        }
    }

    /// `ESC [ x`: the cursor keys, and back-tab.
    private static func letter(_ final: UInt8) -> Key? {
        cursorKey(final) ?? (final == UInt8(ascii: "Z") ? .backTab : nil)
    }

    /// `ESC O x`: the cursor keys in application mode, and the keypad's 7 1 9 3 (Home, End,
    /// PgUp, PgDn) and Enter.
    private static func singleShift(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "w"): .home
        case UInt8(ascii: "q"): .end
        case UInt8(ascii: "y"): .pageUp
        case UInt8(ascii: "s"): .pageDown
        case UInt8(ascii: "M"): .enter
        default: cursorKey(final)
        }
    }

    /// The final letters of the arrows, Home and End, in either form.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }
}

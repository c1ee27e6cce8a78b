/// How many terminal columns text takes: East Asian wide and fullwidth characters (CJK,
/// Hangul, fullwidth forms, emoji shown as emoji) take two, combining marks and other
/// zero-width characters none, everything else one. Computed per grapheme cluster, so an accented
/// letter written as two scalars is one column.
public enum DisplayWidth {
    /// The columns `text` takes; `text` is expected to be sanitized (no control characters).
    public static func of(_ text: String) -> Int {
        // Printable ASCII (most titles) is one column a byte, no grapheme breaking needed.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        var columns = 0
        for character in text { columns += of(character) }
        return columns
    }

    /// The columns one grapheme cluster takes: its widest scalar, or two when an emoji
    /// presentation selector (U+FE0F) asks for an emoji.
    public static func of(_ character: Character) -> Int {
        if character.utf8.count == 1 { return 1 }
        var widest = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F, widest == 1 { return 2 }
            widest = max(widest, of(scalar))
        }
        return widest
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        if isZeroWidth(scalar) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    // MARK: - Classes

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default:
            // Hangul medial vowels and final consonants join the syllable's initial.
            return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    /// East Asian Width W or F (Unicode's EastAsianWidth.txt), by block.
    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Sorted, non-overlapping.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0xA4CF,  // CJK Unified Ideographs, Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // Vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // Fullwidth forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1,
        0x17000...0x18CFF,  // Tangut
        0x18D00...0x18D08,
        0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x1F300...0x1F64F,  // Pictographs, emoticons (those without emoji presentation are wide too)
        0x1F680...0x1F6FF,  // Transport and map symbols
        0x1F7E0...0x1F7EB,
        0x1F900...0x1F9FF,  // Supplemental symbols and pictographs
        0x1FA70...0x1FAFF,
        0x20000...0x2FFFD,  // CJK Extensions B…F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extensions G…
    ]
}

/// How titles match a query: every word of the query starts a word of the title, case and
/// accents ignored ("zoë" finds "Killing Zoe", "matr" finds "The Matrix", "atrix" does not). A
/// query with no letter or digit has no word, and matches nothing. Forgiving: punctuation
/// inside a word is ignored ("spiderman" and "spider-man" find "Spider-Man", "et" finds
/// "E.T."), a number matches its other notations up to 20 ("2" finds "Part II", "11" finds
/// "Eleven"), a word typed with punctuation is whole when joined ("wall-e" does not find
/// "Wallers"), an abbreviation its long form ("dr" and "doctor"; `WordForms`), "part" or
/// "episode" before a number may be left out, and so may "and".
///
/// A caller with titles in hand folds the query with `queryWords(of:)` and asks
/// `title(_:matches:)` of each; an index built with the same folding (ASCII, the same rule) is
/// searched by `TitleSearch`, which finds the titles with a word starting with each query word.
public enum TitleMatching {
    /// The folded words of `text`: lower-case ASCII letters and digits ("Amélie" → "amelie"),
    /// or the UTF-8 of a letter with no Latin base; any other character separates words.
    public static func words(of text: String) -> [[UInt8]] {
        queryWords(of: text).flatMap(\.parts)
    }

    /// The space-separated words of `text`, each folded (`words(of:)`) into its parts and their
    /// joined form; a word with no letter or digit is left out.
    public static func queryWords(of text: String) -> [QueryWord] {
        text.split(whereSeparator: \.isWhitespace).compactMap { token in
            var parts: [[UInt8]] = []
            var part: [UInt8] = []
            for scalar in token.unicodeScalars {
                switch fold(scalar) {
                case .letters(let letters): part += letters
                case .ignored: continue
                case .separator:
                    if !part.isEmpty { parts.append(part) }
                    part.removeAll(keepingCapacity: true)
                }
            }
            if !part.isEmpty { parts.append(part) }
            guard !parts.isEmpty else { return nil }
            return QueryWord(typed: String(token), joined: parts.flatMap { $0 }, parts: parts)
        }
    }

    /// The words a title must match: "part" and "episode" ("pt", "ep") before a number may be
    /// left out of a title ("godfather part 2" finds "The Godfather 2"), unless they and the
    /// number are all the query ("episode 4" is no "4"), and "and" may be "&", which is no word
    /// ("batman and robin" finds "Batman & Robin"), so they are not required.
    public static func required(_ words: [QueryWord]) -> [QueryWord] {
        let required = words.indices.compactMap { index in
            let isOptional =
                optionalBeforeNumbers.contains(words[index].joined) && index + 1 < words.count
                && words[index + 1].isNumeral && words.count > 2
            return isOptional ? nil : words[index]
        }
        let withoutAnd = required.filter { $0.joined != and }
        return withoutAnd.isEmpty ? required : withoutAnd
    }

    /// Whether every required word of `queryWords` matches a word of `title`: starts one of its
    /// words or joined words, or equals its number in the other notation, or has each of its
    /// parts start one; no query word matches no title.
    public static func title(_ title: String, matches queryWords: [QueryWord]) -> Bool {
        let required = required(queryWords)
        guard !required.isEmpty else { return false }
        let titleWords = self.queryWords(of: title).flatMap { $0.parts.count > 1 ? $0.parts + [$0.joined] : $0.parts }
        return required.allSatisfy { word in
            titleWords.contains {
                (word.parts.count > 1 ? $0 == word.joined : $0.starts(with: word.joined))
                    || word.alternatives.contains($0)
            }
                || (word.parts.count > 1
                    && word.parts.allSatisfy { part in
                        let forms = WordForms.alternatives(of: part)
                        return titleWords.contains { $0.starts(with: part) || forms.contains($0) }
                    })
        }
    }

    /// Words that may be left out before a number, and their abbreviations ("pt", "ep").
    static let optionalBeforeNumbers: Set<[UInt8]> = Set(["part", "pt", "episode", "ep"].map { Array($0.utf8) })
    private static let and = Array("and".utf8)

    /// Whether the ASCII `title`, folded, is exactly `words`: "The Matrix" is "the matrix".
    /// `joined` compares its space-separated words joined ("Spider-Man" is "spiderman"), else
    /// the words its punctuation separates too ("spider man").
    static func title(_ title: UnsafeRawBufferPointer, equals words: [[UInt8]], joined: Bool = false) -> Bool {
        var remaining = words[...]
        var position = 0
        for byte in title {
            let folded = foldedASCII(byte)
            if joined, folded == nil, byte != UInt8(ascii: " ") { continue }
            guard let folded else {
                // A separator ends the current word: it must have been a whole query word.
                if position > 0 {
                    guard position == remaining.first?.count else { return false }
                    remaining.removeFirst()
                    position = 0
                }
                continue
            }
            guard let word = remaining.first, position < word.count, word[position] == folded else { return false }
            position += 1
        }
        if position > 0 {
            guard position == remaining.first?.count else { return false }
            remaining.removeFirst()
        }
        return remaining.isEmpty
    }

    // MARK: - Folding one character

    private enum Folded {
        case letters([UInt8])
        /// A combining mark: the accent of the letter before it.
        case ignored
        case separator
    }

    /// A lower-case ASCII letter or digit for `byte`, `nil` for a separator.
    static func foldedASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: nil
        }
    }

    private static func fold(_ scalar: Unicode.Scalar) -> Folded {
        if scalar.isASCII {
            return foldedASCII(UInt8(scalar.value)).map { .letters([$0]) } ?? .separator
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .ignored
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            // Titles are ASCII: a letter with no Latin base can match nothing, so it is kept
            // (a query of such letters finds nothing) rather than dropped (which would match all).
            return .letters(latinBase(of: properties.name) ?? Array(String(scalar).utf8))
        default:
            return .separator
        }
    }

    /// The ASCII letters of a Latin letter, from its Unicode name: "LATIN SMALL LETTER E WITH
    /// ACUTE" → "e", "LATIN CAPITAL LIGATURE OE" → "oe", "LATIN SMALL LETTER SHARP S" → "ss".
    /// This covers every accented Latin letter without a table and without Foundation.
    private static func latinBase(of name: String?) -> [UInt8]? {
        guard let name, name.hasPrefix("LATIN ") else { return nil }
        var parts = name.split(separator: " ").dropFirst()
        if parts.first == "SMALL" || parts.first == "CAPITAL" { parts = parts.dropFirst() }
        guard parts.first == "LETTER" || parts.first == "LIGATURE" else { return nil }
        let base = parts.dropFirst().prefix { $0 != "WITH" }.joined(separator: " ")
        if let special = specialBases[base] { return Array(special.utf8) }
        // One letter, or a two-letter ligature (AE, OE, IJ); longer names (ENG, SCHWA) are not
        // spellings.
        guard (1...2).contains(base.utf8.count),
            base.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            return nil
        }
        return base.utf8.map { $0 + 32 }
    }

    /// Latin letters whose name is not their spelling.
    private static let specialBases = [
        "SHARP S": "ss", "ETH": "d", "THORN": "th", "DOTLESS I": "i", "DOTLESS J": "j", "LONG S": "s",
    ]
}

/// How the sources that search titles themselves (the offline catalog, a JSON file) match a
/// query, as TMDB's search does: every word of the query starts a word of the title, case and
/// accents ignored ("zoë" finds "Killing Zoe", "matr" finds "The Matrix", "atrix" does not). A
/// query with no letter or digit has no word, and matches nothing.
///
/// Both fold the query with `words(of:)`. `JSONFileMoviesRepository` folds each title the same
/// way and asks `title(_:matches:)`; the catalog's index holds its titles already folded by
/// `Scripts/derive-catalog.py` (ASCII, the same rule), and finds the titles with a word starting
/// with each query word in it. `MoviesRepositoryContractTests` checks that both answer alike.
enum TitleMatching {
    /// The folded words of `text`: lower-case ASCII letters and digits ("Amélie" → "amelie"),
    /// or the UTF-8 of a letter with no Latin base; any other character separates words.
    static func words(of text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch fold(scalar) {
            case .letters(let letters): word += letters
            case .ignored: continue
            case .separator:
                if !word.isEmpty { words.append(word) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Whether every one of `queryWords` (from `words(of:)`) starts a word of `title`; no query
    /// word matches no title.
    static func title(_ title: String, matches queryWords: [[UInt8]]) -> Bool {
        guard !queryWords.isEmpty else { return false }
        let titleWords = words(of: title)
        return queryWords.allSatisfy { queryWord in titleWords.contains { $0.starts(with: queryWord) } }
    }

    /// Whether the ASCII `title`, folded, is exactly `words`: "The Matrix" is "the matrix".
    static func title(_ title: UnsafeRawBufferPointer, equals words: [[UInt8]]) -> Bool {
        var remaining = words[...]
        var position = 0
        for byte in title {
            let folded = foldedASCII(byte)
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
    private static func foldedASCII(_ byte: UInt8) -> UInt8? {
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

/// One space-separated word of a query, folded as titles are (`TitleMatching`), in the forms a
/// title word may match it by.
public struct QueryWord: Sendable, Hashable {
    /// The word as it was typed, for saying what was searched.
    public let typed: String
    /// Its letters and digits joined: "Spider-Man" → "spiderman", "E.T." → "et".
    public let joined: [UInt8]
    /// The runs its punctuation separates ("spider", "man"); one, `joined`, for a plain word.
    public let parts: [[UInt8]]

    /// The same number in the other notation, for 1 to 20: "2" ↔ "ii", "iv" ↔ "4".
    public var numeral: [UInt8]? { WordForms.numeral(of: joined) }

    /// Every other form a title may write it in, as a whole word: "11" → "xi", "eleven";
    /// "dr" → "doctor" (`WordForms`).
    public var alternatives: [[UInt8]] { WordForms.alternatives(of: joined) }

    /// Whether it is a number from 1 to 20, in digits, Roman numerals or words.
    public var isNumeral: Bool { WordForms.isNumber(joined) }

    /// A four-digit number from 1870 to 2030, which a query may mean as a year.
    public var year: Int? {
        guard joined.count == 4, joined.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let value = Int(String(decoding: joined, as: UTF8.self)), (1870...2030).contains(value)
        else { return nil }
        return value
    }

    /// A word standing for `word` of the vocabulary: a correction, typed as the vocabulary has it.
    public init(corrected word: [UInt8]) {
        self.init(typed: String(decoding: word, as: UTF8.self), joined: word, parts: [word])
    }

    /// A word as typed, with its folded forms.
    public init(typed: String, joined: [UInt8], parts: [[UInt8]]) {
        self.typed = typed
        self.joined = joined
        self.parts = parts
    }
}

/// The corrections of query words a search asks for, each word's looked up in the vocabulary
/// once however many readings of the query ask for it.
struct Spelling {
    let vocabulary: Vocabulary
    private var known: [[UInt8]: [QueryWord]] = [:]
    private var knownShort: [[UInt8]: [QueryWord]] = [:]

    init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// The vocabulary words one edit from `word`'s joined form (two when it is long), best first.
    mutating func corrections(of word: QueryWord) -> [QueryWord] {
        if let corrections = known[word.joined] { return corrections }
        let corrections = vocabulary.corrections(of: word.joined).map(QueryWord.init(corrected:))
        known[word.joined] = corrections
        return corrections
    }

    /// The vocabulary words one edit from a four-letter `word` ("clib": "club"), best first, for
    /// a reading that must find a well-known title with it: alone, a short word has too many
    /// neighbours to guess from (`Vocabulary.maxEdits(forLength:)` allows it none).
    mutating func shortWordCorrections(of word: QueryWord) -> [QueryWord] {
        guard word.joined.count == Self.shortWordLength else { return [] }
        if let corrections = knownShort[word.joined] { return corrections }
        let corrections = vocabulary.corrections(of: word.joined, edits: 1).map(QueryWord.init(corrected:))
        knownShort[word.joined] = corrections
        return corrections
    }

    /// The length of the short words `shortWordCorrections(of:)` corrects.
    static let shortWordLength = 4

    /// The vocabulary words that are a word of three or four letters with two neighbours swapped
    /// ("tpo": "top"), the likeliest slip, for a reading that must find a well-known title with
    /// it; the word whose first title ranks first first.
    func swaps(of word: QueryWord) -> [QueryWord] {
        let letters = word.joined
        guard (3...Self.shortWordLength).contains(letters.count) else { return [] }
        let index = vocabulary.wordIndex
        var found: [(word: [UInt8], rank: Int)] = []
        for position in letters.indices.dropLast() where letters[position] != letters[position + 1] {
            var swapped = letters
            swapped.swapAt(position, position + 1)
            if let first = index.postings(forWord: swapped).first {
                found.append((swapped, index.posting(at: first)))
            }
        }
        return found.sorted { $0.rank < $1.rank }.map { QueryWord(corrected: $0.word) }
    }
}

/// The corrections of query words a search asks for, each word's looked up in the vocabulary
/// once however many readings of the query ask for it.
struct Spelling {
    let vocabulary: Vocabulary
    private var known: [[UInt8]: [QueryWord]] = [:]

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
}

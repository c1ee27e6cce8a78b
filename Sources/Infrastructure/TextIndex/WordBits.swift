/// The titles each query word matches, looked up in the index once per search however many
/// readings of the query ask for them.
struct WordBits {
    let wordIndex: WordIndex
    private var known: [QueryWord: (any: RankBits, whole: RankBits)] = [:]

    init(wordIndex: WordIndex) {
        self.wordIndex = wordIndex
    }

    /// The titles `word` matches (`any`) and those where it matches a whole word (`whole`): its
    /// joined form or its plural, its other forms (`WordForms`: whole words only), or each of its parts. A
    /// number is matched whole: "300" is not the start of "3000"; so is the joined form of a word
    /// typed with punctuation, whose parts end where it says: "wall-e" is not the start of
    /// "Wallers" (its parts are still each a word's start: "spider-m" finds "Spider-Man").
    mutating func bits(of word: QueryWord) -> (any: RankBits, whole: RankBits) {
        if let bits = known[word] { return bits }
        var any = RankBits(wordIndex.titleCount)
        var whole = RankBits(wordIndex.titleCount)
        let isNumber = word.joined.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        any.insert(
            wordIndex,
            isNumber || word.parts.count > 1
                ? wordIndex.postings(forWord: word.joined) : wordIndex.postings(forWordsStartingWith: word.joined))
        whole.insert(wordIndex, wordIndex.postings(forWord: word.joined))
        if let plural = Self.plural(of: word.joined) {
            whole.insert(wordIndex, wordIndex.postings(forWord: plural))
        }
        for form in word.alternatives {
            any.insert(wordIndex, wordIndex.postings(forWord: form))
            whole.insert(wordIndex, wordIndex.postings(forWord: form))
        }
        if word.parts.count > 1 {
            var anyParts = RankBits(wordIndex.titleCount, filled: true)
            var wholeParts = anyParts
            for part in word.parts {
                var (anyPart, wholePart) = (
                    RankBits(wordIndex, wordIndex.postings(forWordsStartingWith: part)),
                    RankBits(wordIndex, wordIndex.postings(forWord: part))
                )
                // A part is also its other forms: a number its other notations ("rocky3":
                // "Rocky III"; "fifty first", read as 51st, is also "50 First").
                for form in WordForms.alternatives(of: part) {
                    anyPart.insert(wordIndex, wordIndex.postings(forWord: form))
                    wholePart.insert(wordIndex, wordIndex.postings(forWord: form))
                }
                anyParts.formIntersection(anyPart)
                wholeParts.formIntersection(wholePart)
            }
            any.formUnion(anyParts)
            whole.formUnion(wholeParts)
        }
        known[word] = (any, whole)
        return (any, whole)
    }

    /// `word` + "s", which a title word matches as well as `word` itself ("alien" is whole in
    /// "Aliens"), for a word of three letters or more, none a digit, not ending in "s".
    private static func plural(of word: [UInt8]) -> [UInt8]? {
        guard word.count >= 3, word.last != UInt8(ascii: "s"),
            word.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        else { return nil }
        return word + [UInt8(ascii: "s")]
    }

    /// Whether `word` starts any title word, in any of its forms.
    func startsATitleWord(_ word: QueryWord) -> Bool {
        !wordIndex.postings(forWordsStartingWith: word.joined).isEmpty
            || word.alternatives.contains { !wordIndex.postings(forWord: $0).isEmpty }
            || (word.parts.count > 1 && word.parts.allSatisfy { !wordIndex.postings(forWordsStartingWith: $0).isEmpty })
    }
}

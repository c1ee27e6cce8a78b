/// Words typed joined or split where titles have them the other way: "old boy" and
/// "ground hog" are read with "oldboy" and "groundhog" too, "bladerunner" and "startrek" as
/// "blade runner" and "star trek". Either way the result is one `QueryWord` whose joined form
/// and parts are both tried, as for "spider-man".
enum WordSplitting {
    /// `words` with each two neighbours whose letters joined are a vocabulary word read as one
    /// word with both as its parts: "ground hog day" → "groundhog" ("ground", "hog"), "day".
    static func joiningNeighbours(_ words: [QueryWord], in wordIndex: WordIndex) -> [QueryWord] {
        var result: [QueryWord] = []
        for word in words {
            guard let last = result.last, last.parts.count == 1, word.parts.count == 1, !last.isNumeral,
                !word.isNumeral, !wordIndex.postings(forWord: last.joined + word.joined).isEmpty
            else {
                result.append(word)
                continue
            }
            result[result.count - 1] = QueryWord(
                typed: last.typed + " " + word.typed, joined: last.joined + word.joined,
                parts: [last.joined, word.joined])
        }
        return result
    }

    /// `word` (which starts no title word) cut in two vocabulary words that some title has
    /// together, whole ("bladerunner": "blade", "runner"; not "amelie": "ame", "lie"). Of several
    /// cuts, the one whose first such title ranks first.
    static func split(_ word: QueryWord, bits: inout WordBits) -> QueryWord? {
        let letters = word.joined
        guard word.parts.count == 1, letters.count >= 4 else { return nil }
        var best: (word: QueryWord, rank: Int)?
        for cut in 2...letters.count - 2 {
            let (left, right) = (Array(letters[..<cut]), Array(letters[cut...]))
            guard !bits.wordIndex.postings(forWord: left).isEmpty,
                !bits.wordIndex.postings(forWord: right).isEmpty
            else { continue }
            let candidate = QueryWord(typed: word.typed, joined: letters, parts: [left, right])
            guard let first = bits.bits(of: candidate).whole.first, first < best?.rank ?? .max else { continue }
            best = (candidate, first)
        }
        return best?.word
    }
}

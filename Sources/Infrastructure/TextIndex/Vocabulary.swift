/// An index's vocabulary (every distinct title word) as a spelling list: a query word that
/// starts no title word is read as the vocabulary word one edit away, or two for a long word,
/// by Damerau–Levenshtein distance (an insertion, a deletion, a substitution or a swap of two
/// neighbours is one edit).
///
/// The words are sorted, so the scan walks them as a trie: the distance table of a word's
/// first letters is kept for the next word that shares them, and once a prefix is farther
/// than the edits allowed, every word starting with it is skipped unread. The index says how
/// many first letters each word shares with the one before it, which is all the scan needs
/// to know of both: most of the words are never read.
public struct Vocabulary {
    /// The index whose words are the vocabulary.
    public let wordIndex: WordIndex

    /// The vocabulary of `index`.
    public init(index: WordIndex) {
        wordIndex = index
    }

    /// Edits allowed for a word of `length` letters: none under 5, one from 5, two from 9.
    public static func maxEdits(forLength length: Int) -> Int {
        length >= 9 ? 2 : length >= 5 ? 1 : 0
    }

    /// The vocabulary words within `word`'s edits (`edits`, or as many as its length allows),
    /// other than `word` itself, best first: the fewest edits, then a word of the same letters (two
    /// swapped, the likeliest slip: "thign" is "thing" before "thin"), then the word whose first
    /// title ranks first.
    public func corrections(of word: [UInt8], edits: Int? = nil) -> [[UInt8]] {
        let limit = edits ?? Self.maxEdits(forLength: word.count)
        guard limit > 0 else { return [] }
        var found: [(index: Int, distance: Int, rank: Int)] = []
        var table = DistanceTable(word: word, limit: limit)
        let shared = wordIndex.sharedLengths
        var index = 0
        while index < wordIndex.wordCount {
            // The index's bytes outlive the scan: words are read where they lie.
            let candidate = wordIndex.word(at: index)
            // The rows of the letters it shares with the last word read are kept. `pruned` is the
            // length of its first prefix too far from `word`: the words after it that share that
            // prefix are too far too, and each says so by the letters it shares with the one before.
            if let pruned = table.extend(to: candidate, sharing: Int(shared[index])) {
                index += 1
                while index < shared.count, shared[index] >= pruned { index += 1 }
                continue
            }
            if let distance = table.distance, distance > 0, let first = wordIndex.postings(ofWordAt: index).first {
                found.append((index, distance, wordIndex.posting(at: first)))
            }
            index += 1
        }
        let letters = word.sorted()
        let keyed = found.map { candidate in
            let swapped = Array(wordIndex.word(at: candidate.index)).sorted() == letters
            return (candidate.index, key: (candidate.distance, swapped ? 0 : 1, candidate.rank))
        }
        return keyed.sorted { $0.key < $1.key }.map { Array(wordIndex.word(at: $0.0)) }
    }
}

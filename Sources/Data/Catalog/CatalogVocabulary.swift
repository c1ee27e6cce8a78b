/// The catalog's vocabulary (every distinct title word) as a spelling list: a query word that
/// starts no title word is read as the vocabulary word one edit away, or two for a long word,
/// by Damerau–Levenshtein distance (an insertion, a deletion, a substitution or a swap of two
/// neighbours is one edit). The words are compared where they lie in the catalog, not by
/// reading titles; a word whose length is too far off is never compared.
struct CatalogVocabulary {
    let catalog: MovieCatalog

    /// Edits allowed for a word of `length` letters: none under 5, one from 5, two from 9.
    static func maxEdits(forLength length: Int) -> Int {
        length >= 9 ? 2 : length >= 5 ? 1 : 0
    }

    /// The vocabulary words within `word`'s edits, other than `word` itself, best first: the
    /// fewest edits, then the word whose most-voted movie is the most voted.
    func corrections(of word: [UInt8]) -> [[UInt8]] {
        let limit = Self.maxEdits(forLength: word.count)
        guard limit > 0 else { return [] }
        var found: [(index: Int, distance: Int, rank: Int)] = []
        var rows = DistanceRows(length: word.count)
        for index in 0..<catalog.wordCount {
            let candidate = catalog.word(at: index)
            guard abs(candidate.count - word.count) <= limit,
                let distance = rows.distance(word, candidate, atMost: limit), distance > 0,
                let first = catalog.postings(ofWordAt: index).first
            else { continue }
            found.append((index, distance, catalog.posting(at: first)))
        }
        return found.sorted { ($0.distance, $0.rank) < ($1.distance, $1.rank) }.map {
            Array(catalog.word(at: $0.index))
        }
    }
}

// MARK: - Distance

/// Three rows of the optimal-string-alignment table, reused from one candidate to the next so
/// that a scan of the vocabulary allocates nothing per word.
private struct DistanceRows {
    private var twoBack: [Int]
    private var previous: [Int]
    private var current: [Int]

    init(length: Int) {
        twoBack = Array(repeating: 0, count: length + 1)
        previous = twoBack
        current = twoBack
    }

    /// The distance between `word` (as long as the rows) and `other`, or `nil` as soon as it
    /// must exceed `limit`: the smallest value of a row never decreases in the rows below it.
    mutating func distance(_ word: [UInt8], _ other: UnsafeRawBufferPointer, atMost limit: Int) -> Int? {
        let count = word.count
        for j in 0...count { previous[j] = j }
        var i = 0
        for byte in other {
            i += 1
            current[0] = i
            var smallest = i
            for j in 1...count {
                let cost = word[j - 1] == byte ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, word[j - 1] == other[i - 2], word[j - 2] == byte {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
                smallest = min(smallest, value)
            }
            if smallest > limit { return nil }
            swap(&twoBack, &previous)
            swap(&previous, &current)
        }
        return previous[count] <= limit ? previous[count] : nil
    }
}

/// The catalog's vocabulary (every distinct title word) as a spelling list: a query word that
/// starts no title word is read as the vocabulary word one edit away, or two for a long word,
/// by Damerau–Levenshtein distance (an insertion, a deletion, a substitution or a swap of two
/// neighbours is one edit).
///
/// The words are sorted, so the scan walks them as a trie: the distance table of a word's
/// first letters is kept for the next word that shares them, and once a prefix is farther
/// than the edits allowed, every word starting with it is skipped at once (a galloping search
/// finds where they end). Most of the 40,000 words are never read.
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
        var table = DistanceTable(word: word, limit: limit)
        var previous = UnsafeRawBufferPointer(start: nil, count: 0)
        var index = 0
        while index < catalog.wordCount {
            // The catalog's bytes outlive the scan: words are read where they lie.
            let candidate = catalog.word(at: index)
            var shared = 0
            while shared < min(previous.count, candidate.count), previous[shared] == candidate[shared] { shared += 1 }
            previous = candidate
            // Rows for the letters this word does not share with the last one; `nil` at the
            // first prefix too far from `word`, whose whole run of words is skipped.
            if let pruned = table.extend(with: candidate, from: shared) {
                index = catalog.wordIndex(after: candidate.prefix(pruned), from: index)
                continue
            }
            if abs(candidate.count - word.count) <= limit, let distance = table.distance, distance > 0,
                let first = catalog.postings(ofWordAt: index).first
            {
                found.append((index, distance, catalog.posting(at: first)))
            }
            index += 1
        }
        return found.sorted { ($0.distance, $0.rank) < ($1.distance, $1.rank) }.map {
            Array(catalog.word(at: $0.index))
        }
    }
}

// MARK: - Distance

/// The optimal-string-alignment table of `word` against a candidate, one row per letter of the
/// candidate, kept from one candidate to the next for the letters they share.
private struct DistanceTable {
    private let word: [UInt8]
    private let limit: Int
    private let width: Int
    /// Row `i` (the candidate's first `i` letters) at `rows[i * width ..< (i + 1) * width]`.
    private var rows: [Int]
    /// The candidate's letters the rows are for.
    private var letters: [UInt8] = []

    init(word: [UInt8], limit: Int) {
        self.word = word
        self.limit = limit
        width = word.count + 1
        rows = Array(0..<width)
    }

    /// The distance of the whole candidate the rows were last extended to, when within the limit.
    var distance: Int? {
        let value = rows[letters.count * width + word.count]
        return value <= limit ? value : nil
    }

    /// Computes the rows of `candidate` after its first `shared` letters (whose rows are kept).
    /// Returns the length of its first prefix whose row exceeds the limit everywhere (no longer
    /// word starting with it can come within it), or `nil` when none does.
    mutating func extend(with candidate: UnsafeRawBufferPointer, from shared: Int) -> Int? {
        letters.removeSubrange(min(shared, letters.count)...)
        let needed = (candidate.count + 1) * width
        if rows.count < needed { rows += Array(repeating: 0, count: needed - rows.count) }
        for i in letters.count + 1...max(candidate.count, letters.count + 1) where i <= candidate.count {
            let byte = candidate[i - 1]
            letters.append(byte)
            let row = i * width
            let above = row - width
            rows[row] = i
            var smallest = i
            for j in 1..<width {
                let cost = word[j - 1] == byte ? 0 : 1
                var value = min(rows[above + j] + 1, rows[row + j - 1] + 1, rows[above + j - 1] + cost)
                if i > 1, j > 1, word[j - 1] == letters[i - 2], word[j - 2] == byte {
                    value = min(value, rows[above - width + j - 2] + 1)
                }
                rows[row + j] = value
                smallest = min(smallest, value)
            }
            if smallest > limit { return i }
        }
        return nil
    }
}

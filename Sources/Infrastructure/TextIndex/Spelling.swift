/// The corrections of query words a search asks for, each word's looked up in the vocabulary
/// once however many readings of the query ask for it.
struct Spelling {
    let vocabulary: Vocabulary
    private var known: [[UInt8]: [QueryWord]] = [:]
    private var knownShort: [[UInt8]: [QueryWord]] = [:]

    init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// The vocabulary words one edit from `word`'s joined form (two when it is long), best first
    /// (`Vocabulary.corrections(of:)`); for a word one edit corrects, those with one letter typed
    /// in another place too, ranked among the others by their first title ("ghandi": "gandhi"
    /// before "grandi").
    mutating func corrections(of word: QueryWord) -> [QueryWord] {
        if let corrections = known[word.joined] { return corrections }
        var corrections = vocabulary.corrections(of: word.joined)
        let moved =
            Vocabulary.maxEdits(forLength: word.joined.count) == 1
            ? movedLetters(of: word.joined).filter { !corrections.contains($0.word) } : []
        if !moved.isEmpty {
            let letters = word.joined.sorted()
            let swaps = corrections.prefix { $0.sorted() == letters }
            let others = corrections.dropFirst(swaps.count).map { (word: $0, rank: firstRank(of: $0) ?? .max) }
            corrections = Array(swaps) + (others + moved).sorted { $0.rank < $1.rank }.map(\.word)
        }
        if corrections.isEmpty, Vocabulary.maxEdits(forLength: word.joined.count) == 1,
            firstRank(of: word.joined) == nil
        {
            corrections = swappedAndRespelt(word.joined)
        }
        let found = corrections.map(QueryWord.init(corrected:))
        known[word.joined] = found
        return found
    }

    /// For a word no title has and nothing one edit away corrects, the vocabulary words one edit from it with two
    /// neighbours swapped, the likeliest slip, made with another ("labrynth": "labyrinth"); the
    /// word whose first title ranks first first.
    private func swappedAndRespelt(_ letters: [UInt8]) -> [[UInt8]] {
        var found: [(word: [UInt8], rank: Int)] = []
        for position in letters.indices.dropLast() where letters[position] != letters[position + 1] {
            var swapped = letters
            swapped.swapAt(position, position + 1)
            for word in vocabulary.corrections(of: swapped, edits: 1)
            where word != letters && !found.contains(where: { $0.word == word }) {
                found.append((word, firstRank(of: word) ?? .max))
            }
        }
        return found.sorted { $0.rank < $1.rank }.map(\.word)
    }

    /// The vocabulary words that are `letters` with one letter moved two places or more, each
    /// with the rank of its first title.
    private func movedLetters(of letters: [UInt8]) -> [(word: [UInt8], rank: Int)] {
        var found: [(word: [UInt8], rank: Int)] = []
        for from in letters.indices {
            for to in letters.indices where abs(to - from) > 1 {
                var moved = letters
                moved.insert(moved.remove(at: from), at: to)
                if moved != letters, !found.contains(where: { $0.word == moved }), let rank = firstRank(of: moved) {
                    found.append((moved, rank))
                }
            }
        }
        return found
    }

    /// The rank of the first title with `word`, `nil` when no title has it.
    private func firstRank(of word: [UInt8]) -> Int? {
        vocabulary.wordIndex.postings(forWord: word).first.map(vocabulary.wordIndex.posting(at:))
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

/// An inverted index of titles read in place from bytes: the sorted vocabulary of every title
/// word, and for each word its *postings*, the ranks of the titles holding it, in increasing
/// order. Nothing is decoded up front, and each read touches only the bytes it needs.
///
/// The bytes hold five sections (offsets in ``Sections``), all little-endian:
/// `wordOffsets` (`wordCount + 1` UInt32: where each word starts in `words`), `words` (the
/// words, folded ASCII, sorted), `sharedLengths` (one byte a word: how many first letters it
/// shares with the word before it), `postingOffsets` (`wordCount + 1` UInt32: where each
/// word's postings start) and `postings` (UInt16 ranks).
public struct WordIndex: @unchecked Sendable {
    /// Where each section starts in the bytes.
    public struct Sections: Sendable {
        let wordOffsets, words, sharedLengths, postingOffsets, postings: Int

        /// The sections at these byte offsets.
        public init(wordOffsets: Int, words: Int, sharedLengths: Int, postingOffsets: Int, postings: Int) {
            (self.wordOffsets, self.words, self.sharedLengths) = (wordOffsets, words, sharedLengths)
            (self.postingOffsets, self.postings) = (postingOffsets, postings)
        }
    }

    // The bytes are immutable and outlive every reader (their owner keeps them alive), so
    // sharing them across tasks is safe.
    private let bytes: UnsafeRawBufferPointer
    private let sections: Sections
    /// How many titles the index covers; ranks are `0..<titleCount`.
    public let titleCount: Int
    /// How many distinct words its titles have; words are `0..<wordCount`.
    public let wordCount: Int

    /// The index in `bytes` (which the caller keeps alive and unchanged), whose sections start
    /// at `sections`, past any data of the caller's own.
    public init(bytes: UnsafeRawBufferPointer, sections: Sections, titleCount: Int, wordCount: Int) {
        self.bytes = bytes
        self.sections = sections
        self.titleCount = titleCount
        self.wordCount = wordCount
    }

    /// Whether the fixed-size sections are as long as the counts say (the sections are in order,
    /// `wordOffsets` first, and the postings run to the end of the bytes).
    public var hasValidSections: Bool {
        sections.words - sections.wordOffsets >= (wordCount + 1) * 4
            && sections.postingOffsets - sections.sharedLengths >= wordCount
            && sections.postings - sections.postingOffsets >= (wordCount + 1) * 4
            && titleCount <= Int(UInt16.max)
    }

    // MARK: - Words

    /// The postings (indices into `posting(at:)`) of every title word that starts with
    /// `prefix`: sorted words of one prefix are neighbours, so their postings are one run.
    public func postings(forWordsStartingWith prefix: [UInt8]) -> Range<Int> {
        let first = firstWord { compare(word: $0, with: prefix, asPrefix: false) >= 0 }
        let end = firstWord { compare(word: $0, with: prefix, asPrefix: true) > 0 }
        guard first < end else { return 0..<0 }
        return postingOffset(first)..<postingOffset(end)
    }

    /// The postings of the title word equal to `word`: the first of the words that start with
    /// it, when that one is `word` itself.
    public func postings(forWord word: [UInt8]) -> Range<Int> {
        let first = firstWord { compare(word: $0, with: word, asPrefix: false) >= 0 }
        guard first < wordCount, compare(word: first, with: word, asPrefix: false) == 0 else { return 0..<0 }
        return postingOffset(first)..<postingOffset(first + 1)
    }

    /// One byte per word of the vocabulary: how many first letters it shares with the word
    /// before it (0 for the first). The words are sorted, so a scan knows which words start
    /// like the last one it read without reading them.
    public var sharedLengths: UnsafeRawBufferPointer {
        bytes.checkedSlice(sections.sharedLengths, wordCount)
    }

    /// The word at `index` of the sorted vocabulary, folded ASCII.
    public func word(at index: Int) -> UnsafeRawBufferPointer {
        let start = Int(bytes.checkedLoad(UInt32.self, at: sections.wordOffsets + 4 * index))
        let end = Int(bytes.checkedLoad(UInt32.self, at: sections.wordOffsets + 4 * (index + 1)))
        return bytes.checkedSlice(sections.words + start, end - start)
    }

    /// The postings of the word at `index` of the vocabulary.
    public func postings(ofWordAt index: Int) -> Range<Int> {
        postingOffset(index)..<postingOffset(index + 1)
    }

    /// The rank a posting names.
    public func posting(at index: Int) -> Int {
        Int(bytes.checkedLoad(UInt16.self, at: sections.postings + 2 * index))
    }

    // MARK: - Checking foreign bytes

    /// Follows every reference a read can take (the word and posting offsets, each posting's
    /// rank, each word's shared letters) and returns why one leads outside its section or out
    /// of order, or nil when none does. Linear in the bytes' size: for bytes from elsewhere.
    public func damage() -> String? {
        let wordsSize = sections.sharedLengths - sections.words
        let postingCount = (bytes.count - sections.postings) / 2
        var (word, posting) = (0, 0)
        for index in 0...wordCount {
            let nextWord = Int(bytes.checkedLoad(UInt32.self, at: sections.wordOffsets + 4 * index))
            let nextPosting = postingOffset(index)
            guard word <= nextWord, nextWord <= wordsSize, posting <= nextPosting, nextPosting <= postingCount else {
                return "its word index is out of order"
            }
            (word, posting) = (nextWord, nextPosting)
        }
        for index in 0..<posting where self.posting(at: index) >= titleCount {
            return "a posting names no title"
        }
        var before = UnsafeRawBufferPointer(start: nil, count: 0)
        for (index, shared) in sharedLengths.enumerated() {
            let word = self.word(at: index)
            guard Int(shared) <= min(before.count, word.count),
                word.prefix(Int(shared)).elementsEqual(before.prefix(Int(shared)))
            else { return "a word does not share the letters it says with the word before it" }
            before = word
        }
        return nil
    }

    // MARK: - Private

    /// The first word index in `0..<wordCount` for which `isPast` holds (it holds for a suffix).
    private func firstWord(where isPast: (Int) -> Bool) -> Int {
        var (low, high) = (0, wordCount)
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Compares word `index` with `prefix` bytewise; `asPrefix` compares only the word's first
    /// `prefix.count` bytes, so every word that starts with `prefix` compares equal.
    private func compare(word index: Int, with prefix: some Collection<UInt8>, asPrefix: Bool) -> Int {
        let word = self.word(at: index)
        for (left, right) in zip(word, prefix) where left != right {
            return left < right ? -1 : 1
        }
        if word.count < prefix.count { return -1 }
        return asPrefix || word.count == prefix.count ? 0 : 1
    }

    private func postingOffset(_ word: Int) -> Int {
        Int(bytes.checkedLoad(UInt32.self, at: sections.postingOffsets + 4 * word))
    }
}

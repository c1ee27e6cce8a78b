import MoviesDomain

/// The offline catalog read in place: fixed-size records, columns and a word index laid out by
/// `Scripts/derive-catalog.py` (its header documents the format). Nothing is decoded up front:
/// opening checks the header, and each read touches only the bytes it needs.
///
/// A movie's *rank* is its position in the catalog, most-voted first; search results come out
/// in rank order without sorting.
struct MovieCatalog: @unchecked Sendable {
    // The bytes are immutable and outlive every reader (the embedded catalog lives as long as
    // the process; `CatalogStorage` keeps a copy alive), so sharing them across tasks is safe.
    private let bytes: UnsafeRawBufferPointer
    private let storage: CatalogStorage?
    private let sections: Sections
    /// How many movies the catalog holds; ranks are `0..<movieCount`.
    let movieCount: Int
    /// How many distinct words its titles have (its vocabulary); words are `0..<wordCount`.
    let wordCount: Int

    /// Reads the catalog in `bytes`, which `storage` (if any) keeps alive.
    init(bytes: UnsafeRawBufferPointer, storage: CatalogStorage? = nil) throws(MoviesError) {
        self.bytes = bytes
        self.storage = storage
        guard bytes.count >= Layout.headerSize, bytes.starts(with: Layout.magic) else {
            throw Self.damaged("it is not a movies catalog")
        }
        guard Self.load(UInt32.self, bytes, at: 8) == Layout.version else {
            throw Self.damaged("its format version is not \(Layout.version)")
        }
        movieCount = Int(Self.load(UInt32.self, bytes, at: 12))
        wordCount = Int(Self.load(UInt32.self, bytes, at: 16))
        let offsets = (0..<Layout.sectionCount).map { Int(Self.load(UInt32.self, bytes, at: 20 + 4 * $0)) }
        sections = Sections(offsets)
        guard sections.isValid(movieCount: movieCount, wordCount: wordCount, size: bytes.count) else {
            throw Self.damaged("its sections do not fit")
        }
    }

    // MARK: - Movies

    /// The movie at `rank`.
    func record(atRank rank: Int) -> CatalogRecord {
        precondition(rank >= 0 && rank < movieCount, "rank \(rank) is outside the catalog")
        let base = sections.records + rank * Layout.recordSize
        return CatalogRecord(
            id: Int(load(UInt32.self, at: base)),
            title: String(decoding: titleBytes(atRank: rank), as: UTF8.self),
            votes: Int(load(UInt32.self, at: base + 8)),
            budget: load(UInt32.self, at: base + 12),
            year: Int(load(UInt16.self, at: base + 16)),
            runtime: Int(load(UInt16.self, at: base + 18)),
            ratingTenths: Int(load(UInt8.self, at: base + 20)),
            mpaa: Int(load(UInt8.self, at: base + 22)),
            genreFlags: load(UInt8.self, at: base + 23)
        )
    }

    /// The rank of the movie with `id`, or `nil` when the catalog has no such movie.
    func rank(ofID id: Int) -> Int? {
        guard id >= 1 && id <= movieCount else { return nil }
        return Int(load(UInt16.self, at: sections.rankOfID + 2 * (id - 1)))
    }

    /// The year of the movie at `rank`, read from the year column.
    func year(atRank rank: Int) -> Int {
        Int(load(UInt16.self, at: sections.years + 2 * rank))
    }

    /// How many words the folded title of the movie at `rank` has.
    func titleWordCount(atRank rank: Int) -> Int {
        Int(load(UInt8.self, at: sections.wordCounts + rank))
    }

    /// The title bytes (ASCII) of the movie at `rank`.
    func titleBytes(atRank rank: Int) -> UnsafeRawBufferPointer {
        let base = sections.records + rank * Layout.recordSize
        let offset = sections.titles + Int(load(UInt32.self, at: base + 4))
        return slice(offset, Int(load(UInt8.self, at: base + 21)))
    }

    // MARK: - Word index

    /// The postings (indices into `posting(at:)`) of every title word that starts with
    /// `prefix`: sorted words of one prefix are neighbours, so their postings are one run.
    func postings(forWordsStartingWith prefix: [UInt8]) -> Range<Int> {
        let first = firstWord { compare(word: $0, with: prefix, asPrefix: false) >= 0 }
        let end = firstWord { compare(word: $0, with: prefix, asPrefix: true) > 0 }
        guard first < end else { return 0..<0 }
        return postingOffset(first)..<postingOffset(end)
    }

    /// The postings of the title word equal to `word`: the first of the words that start with
    /// it, when that one is `word` itself.
    func postings(forWord word: [UInt8]) -> Range<Int> {
        let first = firstWord { compare(word: $0, with: word, asPrefix: false) >= 0 }
        guard first < wordCount, compare(word: first, with: word, asPrefix: false) == 0 else { return 0..<0 }
        return postingOffset(first)..<postingOffset(first + 1)
    }

    /// One byte per word of the vocabulary: how many first letters it shares with the word
    /// before it (0 for the first). The words are sorted, so a scan knows which words start
    /// like the last one it read without reading them.
    var sharedLengths: UnsafeRawBufferPointer {
        slice(sections.sharedLengths, wordCount)
    }

    /// The word at `index` of the sorted vocabulary, folded ASCII.
    func word(at index: Int) -> UnsafeRawBufferPointer {
        let start = Int(load(UInt32.self, at: sections.wordOffsets + 4 * index))
        let end = Int(load(UInt32.self, at: sections.wordOffsets + 4 * (index + 1)))
        return slice(sections.words + start, end - start)
    }

    /// The postings of the word at `index` of the vocabulary.
    func postings(ofWordAt index: Int) -> Range<Int> {
        postingOffset(index)..<postingOffset(index + 1)
    }

    /// The rank a posting names.
    func posting(at index: Int) -> Int {
        Int(load(UInt16.self, at: sections.postings + 2 * index))
    }

    // MARK: - Checking foreign bytes

    /// Follows every reference a read can take (each title's range, each id's rank, the word
    /// and posting offsets, each posting's rank) and throws when one leads outside its section
    /// or out of order. The header check alone lets crafted bytes through to a read that stops
    /// the process; the embedded catalog is checked when it is derived, so only bytes from
    /// elsewhere pay for this walk, which is linear in their size.
    func checkReferences() throws(MoviesError) {
        let titlesSize = sections.wordOffsets - sections.titles
        for rank in 0..<movieCount {
            let base = sections.records + rank * Layout.recordSize
            let title = Int(load(UInt32.self, at: base + 4)) + Int(load(UInt8.self, at: base + 21))
            guard title <= titlesSize else { throw Self.damaged("a title lies outside its section") }
            guard Int(load(UInt16.self, at: sections.rankOfID + 2 * rank)) < movieCount else {
                throw Self.damaged("an id names no movie")
            }
        }
        let wordsSize = sections.sharedLengths - sections.words
        let postingCount = (bytes.count - sections.postings) / 2
        var (word, posting) = (0, 0)
        for index in 0...wordCount {
            let nextWord = Int(load(UInt32.self, at: sections.wordOffsets + 4 * index))
            let nextPosting = postingOffset(index)
            guard word <= nextWord, nextWord <= wordsSize, posting <= nextPosting, nextPosting <= postingCount else {
                throw Self.damaged("its word index is out of order")
            }
            (word, posting) = (nextWord, nextPosting)
        }
        for index in 0..<posting where self.posting(at: index) >= movieCount {
            throw Self.damaged("a posting names no movie")
        }
        var before = UnsafeRawBufferPointer(start: nil, count: 0)
        for (index, shared) in sharedLengths.enumerated() {
            let word = self.word(at: index)
            guard Int(shared) <= min(before.count, word.count),
                word.prefix(Int(shared)).elementsEqual(before.prefix(Int(shared)))
            else { throw Self.damaged("a word does not share the letters it says with the word before it") }
            before = word
        }
    }

    // MARK: - Helpers

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
        Int(load(UInt32.self, at: sections.postingOffsets + 4 * word))
    }

    private func slice(_ offset: Int, _ count: Int) -> UnsafeRawBufferPointer {
        precondition(offset >= 0 && count >= 0 && offset + count <= bytes.count, "the catalog is damaged")
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    private func load<Value: FixedWidthInteger>(_ type: Value.Type, at offset: Int) -> Value {
        Self.load(type, bytes, at: offset)
    }

    /// A bounds-checked little-endian read: a damaged catalog stops the process instead of
    /// reading outside its bytes.
    private static func load<Value: FixedWidthInteger>(
        _ type: Value.Type, _ bytes: UnsafeRawBufferPointer, at offset: Int
    ) -> Value {
        precondition(offset >= 0 && offset + MemoryLayout<Value>.size <= bytes.count, "the catalog is damaged")
        return Value(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }

    private static func damaged(_ reason: String) -> MoviesError {
        .invalidResponse(message: "the offline catalog cannot be read: \(reason)")
    }
}

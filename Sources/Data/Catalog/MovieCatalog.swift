import MoviesDomain
import TextIndex

/// The offline catalog read in place: records, columns and a word index of the titles laid out
/// by `Scripts/derive-catalog.py` (which documents the format); each read touches only its bytes.
/// A movie's *rank* is its position, most-voted first, so results come out ranked unsorted.
struct MovieCatalog: @unchecked Sendable {
    // The bytes are immutable and outlive every reader (the embedded catalog lives as long as
    // the process; `CatalogStorage` keeps a copy alive), so sharing them across tasks is safe.
    private let bytes: UnsafeRawBufferPointer
    private let storage: CatalogStorage?
    private let sections: Sections
    /// How many movies the catalog holds; ranks are `0..<movieCount`.
    let movieCount: Int
    /// The index of the titles' words, which search reads.
    let wordIndex: WordIndex

    /// Reads the catalog in `bytes`, which `storage` (if any) keeps alive.
    init(bytes: UnsafeRawBufferPointer, storage: CatalogStorage? = nil) throws(MoviesError) {
        self.bytes = bytes
        self.storage = storage
        guard bytes.count >= Layout.headerSize, bytes.starts(with: Layout.magic) else {
            throw Self.damaged("it is not a movies catalog")
        }
        guard bytes.checkedLoad(UInt32.self, at: 8) == Layout.version else {
            throw Self.damaged("its format version is not \(Layout.version)")
        }
        movieCount = Int(bytes.checkedLoad(UInt32.self, at: 12))
        let wordCount = Int(bytes.checkedLoad(UInt32.self, at: 16))
        let offsets = (0..<Layout.sectionCount).map { Int(bytes.checkedLoad(UInt32.self, at: 20 + 4 * $0)) }
        sections = Sections(offsets)
        wordIndex = WordIndex(
            bytes: bytes, sections: sections.wordIndex, titleCount: movieCount, wordCount: wordCount)
        guard sections.isValid(movieCount: movieCount, size: bytes.count), wordIndex.hasValidSections else {
            throw Self.damaged("its sections do not fit")
        }
    }

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

    /// The votes of the movie at `rank`: how well known it is, which ranking weighs.
    func weight(atRank rank: Int) -> Int {
        Int(load(UInt32.self, at: sections.records + rank * Layout.recordSize + 8))
    }

    /// The title bytes (ASCII) of the movie at `rank`.
    func titleBytes(atRank rank: Int) -> UnsafeRawBufferPointer {
        let base = sections.records + rank * Layout.recordSize
        let offset = sections.titles + Int(load(UInt32.self, at: base + 4))
        return bytes.checkedSlice(offset, Int(load(UInt8.self, at: base + 21)))
    }

    /// Throws when a reference a read can follow (a title's range, an id's rank, the word index's)
    /// leads outside its section: the header check alone would let crafted bytes trap a read.
    /// The embedded catalog is checked when derived; only bytes from elsewhere pay for this walk.
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
        if let damage = wordIndex.damage() { throw Self.damaged(damage) }
    }

    private func load<Value: FixedWidthInteger>(_ type: Value.Type, at offset: Int) -> Value {
        bytes.checkedLoad(type, at: offset)
    }

    private static func damaged(_ reason: String) -> MoviesError {
        .invalidResponse(message: "the offline catalog cannot be read: \(reason)")
    }
}

extension MovieCatalog: SearchableTitles {}

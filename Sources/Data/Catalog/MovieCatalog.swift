import MoviesDomain
import TextIndex

/// The offline catalog read in place: fixed-size records, columns and a word index of the
/// titles (`WordIndex`) laid out by `Scripts/derive-catalog.py` (its header documents the
/// format). Nothing is decoded up front: opening checks the header, and each read touches only
/// the bytes it needs.
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

    // MARK: - Checking foreign bytes

    /// Follows every reference a read can take (each title's range, each id's rank, and the
    /// word index's, `WordIndex.damage()`) and throws when one leads outside its section or out
    /// of order. The header check alone lets crafted bytes through to a read that stops
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
        if let damage = wordIndex.damage() { throw Self.damaged(damage) }
    }

    // MARK: - Helpers

    private func slice(_ offset: Int, _ count: Int) -> UnsafeRawBufferPointer {
        bytes.checkedSlice(offset, count)
    }

    private func load<Value: FixedWidthInteger>(_ type: Value.Type, at offset: Int) -> Value {
        bytes.checkedLoad(type, at: offset)
    }

    private static func damaged(_ reason: String) -> MoviesError {
        .invalidResponse(message: "the offline catalog cannot be read: \(reason)")
    }
}

// MARK: - SearchableTitles

extension MovieCatalog: SearchableTitles {}

/// A set of ranks as one bit each: the postings of query words are intersected here, and
/// walking the bits in order yields ranks in order without sorting.
struct RankBits: Sendable, Hashable {
    private var words: [UInt64]

    /// No rank of an index of `count` titles, or (`filled`) every one of them and more.
    init(_ count: Int, filled: Bool = false) {
        words = Array(repeating: filled ? .max : 0, count: (count + 63) / 64)
    }

    /// The ranks `postings` (indices of `index`'s postings) name.
    init(_ index: WordIndex, _ postings: Range<Int>) {
        self.init(index.titleCount)
        insert(index, postings)
    }

    /// Adds the ranks `postings` name.
    mutating func insert(_ index: WordIndex, _ postings: Range<Int>) {
        for posting in postings {
            let rank = index.posting(at: posting)
            words[rank >> 6] |= 1 << UInt64(rank & 63)
        }
    }

    mutating func formIntersection(_ other: RankBits) {
        for index in words.indices { words[index] &= other.words[index] }
    }

    mutating func formUnion(_ other: RankBits) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    /// The lowest rank in the set, or `nil` when it is empty.
    var first: Int? {
        guard let index = words.firstIndex(where: { $0 != 0 }) else { return nil }
        return index << 6 + words[index].trailingZeroBitCount
    }

    func contains(_ rank: Int) -> Bool {
        words[rank >> 6] & (1 << UInt64(rank & 63)) != 0
    }

    /// Calls `body` with each rank in the set, in increasing order (a filled set's include ranks
    /// past the index's last: callers stop at its count).
    func forEachRank(_ body: (Int) -> Void) {
        for (index, bits) in words.enumerated() where bits != 0 {
            var remaining = bits
            while remaining != 0 {
                body(index << 6 + remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
    }
}

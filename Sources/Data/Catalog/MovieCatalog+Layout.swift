import TextIndex

extension MovieCatalog {
    /// The constants of the format `Scripts/derive-catalog.py` writes.
    enum Layout {
        static let magic = Array("MOVIECAT".utf8)
        static let version: UInt32 = 2
        static let headerSize = 64
        static let sectionCount = 10
        static let recordSize = 24
    }

    /// Where each section starts, in the order the header lists them.
    struct Sections {
        let records, rankOfID, years, wordCounts, titles: Int
        let wordOffsets, words, sharedLengths, postingOffsets, postings: Int
        private let all: [Int]

        init(_ offsets: [Int]) {
            all = offsets
            (records, rankOfID, years, wordCounts, titles) = (
                offsets[0], offsets[1], offsets[2], offsets[3], offsets[4]
            )
            (wordOffsets, words, sharedLengths) = (offsets[5], offsets[6], offsets[7])
            (postingOffsets, postings) = (offsets[8], offsets[9])
        }

        /// The word index's sections.
        var wordIndex: WordIndex.Sections {
            WordIndex.Sections(
                wordOffsets: wordOffsets, words: words, sharedLengths: sharedLengths, postingOffsets: postingOffsets,
                postings: postings)
        }

        /// Whether the sections follow the header in order and the columns are as long as the count
        /// says (`WordIndex.hasValidSections` checks the index's; other reads are bounds-checked).
        func isValid(movieCount: Int, size: Int) -> Bool {
            let ends = all.dropFirst() + [size]
            let inOrder =
                all.first == Layout.headerSize
                && zip(all, ends).allSatisfy { start, end in start <= end && end <= size }
            return inOrder
                && rankOfID - records >= movieCount * Layout.recordSize
                && years - rankOfID >= movieCount * 2
                && wordCounts - years >= movieCount * 2
                && titles - wordCounts >= movieCount
        }
    }
}

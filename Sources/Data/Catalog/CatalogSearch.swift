/// The movies of a catalog that match a query, in the order search shows them: titles equal to
/// the query first, then every other match most-voted first.
struct CatalogSearch {
    /// Ranks of the titles equal to the query, most-voted first.
    private(set) var exactMatches: [Int] = []
    /// Ranks of the other matches, most-voted first.
    private(set) var otherMatches: [Int] = []

    /// Searches `catalog` for the titles having, for every word of `text`, a word that starts
    /// with it; with a `year`, only movies of that year match.
    init(text: String, year: Int?, in catalog: MovieCatalog) {
        let words = TitleMatching.words(of: text)
        guard !words.isEmpty else { return }
        // One bit per rank for each word, intersected: a word's postings, like ranks, run
        // most-voted first, so walking the bits in order yields the matches already ordered.
        var matches = [UInt64](repeating: .max, count: (catalog.movieCount + 63) / 64)
        for word in Set(words) {
            var hits = [UInt64](repeating: 0, count: matches.count)
            for index in catalog.postings(forWordsStartingWith: word) {
                let rank = catalog.posting(at: index)
                hits[rank >> 6] |= 1 << UInt64(rank & 63)
            }
            for index in matches.indices { matches[index] &= hits[index] }
        }
        for (index, bits) in matches.enumerated() where bits != 0 {
            var remaining = bits
            while remaining != 0 {
                let rank = index << 6 + remaining.trailingZeroBitCount
                remaining &= remaining - 1
                guard rank < catalog.movieCount else { break }
                if let year, catalog.year(atRank: rank) != year { continue }
                if catalog.titleWordCount(atRank: rank) == words.count
                    && TitleMatching.title(catalog.titleBytes(atRank: rank), equals: words)
                {
                    exactMatches.append(rank)
                } else {
                    otherMatches.append(rank)
                }
            }
        }
    }

    /// How many movies match.
    var count: Int { exactMatches.count + otherMatches.count }

    /// The ranks at `positions` of the ordered matches (clamped to the matches).
    func ranks(at positions: Range<Int>) -> [Int] {
        positions.clamped(to: 0..<count).map { position in
            position < exactMatches.count ? exactMatches[position] : otherMatches[position - exactMatches.count]
        }
    }
}

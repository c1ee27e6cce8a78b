/// The titles one reading of a query matches (every required word, in any of its forms), in
/// the order search shows them (`TitleRanking`). It keeps each word's titles for the next
/// reading a `TitleSearch` tries.
struct TitleMatcher<Titles: SearchableTitles> {
    let titles: Titles
    private var bits: WordBits

    init(titles: Titles) {
        self.titles = titles
        bits = WordBits(wordIndex: titles.wordIndex)
    }

    /// Whether `word` starts any title word, in any of its forms.
    func startsATitleWord(_ word: QueryWord) -> Bool {
        bits.startsATitleWord(word)
    }

    /// `word` cut in two words some title has together (`WordSplitting`), or `nil`.
    mutating func split(_ word: QueryWord) -> QueryWord? {
        WordSplitting.split(word, bits: &bits)
    }

    /// The ranks of the titles matching `words` (of `year` only, with one), best first.
    mutating func matches(_ words: [QueryWord], year: Int?) -> [Int] {
        let scored = scoredMatches(words, year: year)
        return TitleRanking.ordered(scored.ranks, scores: scored.scores)
    }

    /// The titles matching `words` (of `year` only, with one), in rank order, each with its
    /// score (`TitleRanking`), for a caller that merges them with the matches of another reading.
    mutating func scoredMatches(_ words: [QueryWord], year: Int?) -> (ranks: [Int], scores: [Int]) {
        let titleCount = titles.wordIndex.titleCount
        let required = TitleMatching.required(words)
        guard !required.isEmpty else { return ([], []) }
        var matches = RankBits(titleCount, filled: true)
        var whole = RankBits(titleCount, filled: true)
        for word in Set(required) {
            let (any, exact) = bits.bits(of: word)
            matches.formIntersection(any)
            whole.formIntersection(exact)
        }
        let exact = ExactTitle(words)
        var (ranks, scores) = ([Int](), [Int]())
        matches.forEachRank { rank in
            guard rank < titleCount else { return }
            if let year, titles.year(atRank: rank) != year { return }
            // A title equal to the query has each query word whole: only those are compared.
            let match: TitleRanking.Match =
                !whole.contains(rank)
                ? .wordStart
                : exact.matches(titles.titleBytes(atRank: rank), wordCount: titles.titleWordCount(atRank: rank))
                    ? .exact : .wholeWords
            ranks.append(rank)
            scores.append(TitleRanking.score(weight: titles.weight(atRank: rank), match: match))
        }
        return (ranks, scores)
    }

    /// Whether the title at `rank` has `word` as a whole word, in any of its forms.
    mutating func hasWhole(_ word: QueryWord, atRank rank: Int) -> Bool {
        bits.bits(of: word).whole.contains(rank)
    }

    /// Whether the title at `rank` is `words` itself (`ExactTitle`), as a title that is the query
    /// shows first.
    func isExact(_ rank: Int, words: [QueryWord]) -> Bool {
        ExactTitle(words).matches(titles.titleBytes(atRank: rank), wordCount: titles.titleWordCount(atRank: rank))
    }

    /// Whether the best of `matches` is well known (`TitleRanking.wellKnownWeight`).
    func isWellKnown(_ matches: [Int]) -> Bool {
        matches.first.map { titles.weight(atRank: $0) >= TitleRanking.wellKnownWeight } ?? false
    }

    /// The weight of the best of `matches`, to compare readings by; `nil` when there is none.
    func bestWeight(_ matches: [Int]) -> Int? {
        matches.first.map { titles.weight(atRank: $0) }
    }
}

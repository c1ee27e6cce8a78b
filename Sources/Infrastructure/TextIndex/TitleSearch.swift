/// The titles that match a query (`TitleMatching`), in the order search shows them: titles
/// equal to the query first, then titles in which every query word is a whole word, then the
/// rest (a word matched as the start of a longer one), each in rank order.
///
/// It forgives: a query word that starts no title word is read as the vocabulary's word one
/// edit away (`Vocabulary`); when the words find nothing, a four-digit year among them is read
/// as the year to keep (`alien 1979`), and then one word at a time as a vocabulary word one
/// edit away (`forest gump`). `searchedAs` then says what was searched, so that a view can
/// show it.
public struct TitleSearch {
    /// Ranks of the titles equal to the query, in rank order.
    public private(set) var exactMatches: [Int] = []
    /// Ranks of the titles having every query word whole, in rank order.
    public private(set) var wholeWordMatches: [Int] = []
    /// Ranks of the other matches, in rank order.
    public private(set) var prefixMatches: [Int] = []
    /// The query as searched when it is not the one typed: a word corrected, a year read from
    /// the words; `nil` when the query was searched as typed, or found nothing.
    public private(set) var searchedAs: (text: String, year: Int?)?

    /// Searches `titles` for `text`; with a `year`, only titles of that year match.
    public init(text: String, year: Int?, in titles: some SearchableTitles) {
        let wordIndex = titles.wordIndex
        var words = TitleMatching.queryWords(of: text)
        guard !words.isEmpty else { return }
        var spelling = Spelling(vocabulary: Vocabulary(index: wordIndex))
        var corrected = false
        for index in words.indices where !Self.startsATitleWord(words[index], in: wordIndex) {
            guard let correction = spelling.corrections(of: words[index]).first else { continue }
            words[index] = correction
            corrected = true
        }
        // The readings tried in turn until one finds something: as typed (with those words
        // corrected), then with a typed year as the year.
        var readings = [(words: words, year: year)]
        if year == nil, words.count > 1, let index = words.lastIndex(where: { $0.year != nil }) {
            var rest = words
            let typedYear = rest.remove(at: index).year
            readings.append((rest, typedYear))
        }
        for reading in readings {
            match(reading.words, year: reading.year, in: titles)
            guard count > 0 else { continue }
            if corrected || reading.year != year { searchedAs = (Self.text(reading.words), reading.year) }
            return
        }
        // Then each reading with one word read as a vocabulary word one edit away.
        for reading in readings {
            for index in reading.words.indices {
                for correction in spelling.corrections(of: reading.words[index]).prefix(Self.correctionsTried) {
                    var words = reading.words
                    words[index] = correction
                    match(words, year: reading.year, in: titles)
                    guard count > 0 else { continue }
                    searchedAs = (Self.text(words), reading.year)
                    return
                }
            }
        }
    }

    /// The most corrections of one word tried when the words find nothing: a few, the likeliest.
    private static let correctionsTried = 3

    /// How many titles match.
    public var count: Int { exactMatches.count + wholeWordMatches.count + prefixMatches.count }

    /// The ranks at `positions` of the ordered matches (clamped to the matches).
    public func ranks(at positions: Range<Int>) -> [Int] {
        positions.clamped(to: 0..<count).map { position in
            if position < exactMatches.count { return exactMatches[position] }
            let whole = position - exactMatches.count
            return whole < wholeWordMatches.count
                ? wholeWordMatches[whole] : prefixMatches[whole - wholeWordMatches.count]
        }
    }

    // MARK: - Matching

    /// Fills the three lists with the matches of `words`, replacing what they held.
    private mutating func match(_ words: [QueryWord], year: Int?, in titles: some SearchableTitles) {
        let wordIndex = titles.wordIndex
        (exactMatches, wholeWordMatches, prefixMatches) = ([], [], [])
        let required = TitleMatching.required(words)
        guard !required.isEmpty else { return }
        // One bit per rank, intersected over the words: a word's postings, like ranks, run in
        // rank order, so walking the bits in order yields the matches already ordered.
        var matches = RankBits(wordIndex.titleCount, filled: true)
        var whole = RankBits(wordIndex.titleCount, filled: true)
        for word in Set(required) {
            let (any, exact) = Self.bits(of: word, in: wordIndex)
            matches.formIntersection(any)
            whole.formIntersection(exact)
        }
        let exact = ExactTitle(words)
        matches.forEachRank { rank in
            guard rank < wordIndex.titleCount else { return }
            if let year, titles.year(atRank: rank) != year { return }
            // A title equal to the query has each query word whole: only those are compared.
            guard whole.contains(rank) else { return prefixMatches.append(rank) }
            if exact.matches(titles.titleBytes(atRank: rank), wordCount: titles.titleWordCount(atRank: rank)) {
                exactMatches.append(rank)
            } else {
                wholeWordMatches.append(rank)
            }
        }
    }

    /// The titles `word` matches (`any`) and those where it matches a whole word (`exact`): its
    /// joined form, its number in the other notation, or each of its parts.
    private static func bits(of word: QueryWord, in wordIndex: WordIndex) -> (any: RankBits, exact: RankBits) {
        var any = RankBits(wordIndex.titleCount)
        var exact = RankBits(wordIndex.titleCount)
        any.insert(wordIndex, wordIndex.postings(forWordsStartingWith: word.joined))
        exact.insert(wordIndex, wordIndex.postings(forWord: word.joined))
        if let numeral = word.numeral {
            any.insert(wordIndex, wordIndex.postings(forWord: numeral))
            exact.insert(wordIndex, wordIndex.postings(forWord: numeral))
        }
        if word.parts.count > 1 {
            var anyParts = RankBits(wordIndex.titleCount, filled: true)
            var exactParts = anyParts
            for part in word.parts {
                anyParts.formIntersection(RankBits(wordIndex, wordIndex.postings(forWordsStartingWith: part)))
                exactParts.formIntersection(RankBits(wordIndex, wordIndex.postings(forWord: part)))
            }
            any.formUnion(anyParts)
            exact.formUnion(exactParts)
        }
        return (any, exact)
    }

    /// Whether `word` starts any title word, in any of its forms.
    private static func startsATitleWord(_ word: QueryWord, in wordIndex: WordIndex) -> Bool {
        !wordIndex.postings(forWordsStartingWith: word.joined).isEmpty
            || word.numeral.map { !wordIndex.postings(forWord: $0).isEmpty } == true
            || (word.parts.count > 1 && word.parts.allSatisfy { !wordIndex.postings(forWordsStartingWith: $0).isEmpty })
    }

    /// The words as typed, corrections in place of the words they correct.
    private static func text(_ words: [QueryWord]) -> String {
        words.map(\.typed).joined(separator: " ")
    }
}
